import { ResetRequestForm } from '../../../features/self-service/components/reset-request-form.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function ForgottenPasswordRoute() {
  return <ResetRequestForm />
}

// Sends a mutation: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(ForgottenPasswordRoute)
