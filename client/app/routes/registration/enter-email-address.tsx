import { EnterEmailForm } from '../../../features/registration/components/enter-email-form.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function EnterEmailRoute() {
  return <EnterEmailForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(EnterEmailRoute)
