import { CreatePasswordForm } from '../../../features/registration/components/create-password-form.tsx'
import { withQueryClient } from '../../../lib/react-query.tsx'

function CreatePasswordRoute() {
  return <CreatePasswordForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.tsx).
export default withQueryClient(CreatePasswordRoute)
