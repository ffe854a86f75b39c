import { CheckEmailPanel } from '../../../features/registration/components/check-email-panel.tsx'
import { withQueryClient } from '../../../lib/react-query.tsx'

function CheckEmailRoute() {
  return <CheckEmailPanel />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.tsx).
export default withQueryClient(CheckEmailRoute)
