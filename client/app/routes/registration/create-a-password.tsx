import { CreatePasswordForm } from '../../../features/registration/components/create-password-form.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function CreatePasswordRoute() {
  return <CreatePasswordForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(CreatePasswordRoute)
