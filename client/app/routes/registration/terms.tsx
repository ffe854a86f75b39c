import { TermsForm } from '../../../features/registration/components/terms-form.tsx'
import { withQueryClient } from '../../../lib/react-query.tsx'

function TermsRoute() {
  return <TermsForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.tsx).
export default withQueryClient(TermsRoute)
