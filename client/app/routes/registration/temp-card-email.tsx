import { TempCardEmailForm } from '../../../features/registration/components/temp-card-email-form.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function TempCardEmailRoute() {
  return <TempCardEmailForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(TempCardEmailRoute)
