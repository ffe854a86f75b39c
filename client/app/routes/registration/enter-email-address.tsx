import { EnterEmailForm } from '../../../features/registration/components/enter-email-form.tsx'
import { withQueryClient } from '../../../lib/react-query.tsx'

function EnterEmailRoute() {
  return <EnterEmailForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.tsx).
export default withQueryClient(EnterEmailRoute)
