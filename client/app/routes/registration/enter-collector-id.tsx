import { EnterCollectorIdForm } from '../../../features/registration/components/enter-collector-id-form.tsx'
import { withQueryClient } from '../../../lib/react-query.tsx'

function EnterCollectorIdRoute() {
  return <EnterCollectorIdForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.tsx).
export default withQueryClient(EnterCollectorIdRoute)
