import { TermsForm } from '../../../features/registration/components/terms-form.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function TermsRoute() {
  return <TermsForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(TermsRoute)
