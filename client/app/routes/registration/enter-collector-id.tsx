import { EnterCollectorIdForm } from '../../../features/registration/components/enter-collector-id-form.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function EnterCollectorIdRoute() {
  return <EnterCollectorIdForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(EnterCollectorIdRoute)
