import { SuccessPanel } from '../../../features/registration/components/success-panel.tsx'
import { withQueryClient } from '../../../lib/react-query.tsx'

function SuccessRoute() {
  return <SuccessPanel />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.tsx).
export default withQueryClient(SuccessRoute)
