import { SuccessPanel } from '../../../features/registration/components/success-panel.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function SuccessRoute() {
  return <SuccessPanel />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(SuccessRoute)
