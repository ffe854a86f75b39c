import { CheckEmailPanel } from '../../../features/registration/components/check-email-panel.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function CheckEmailRoute() {
  return <CheckEmailPanel />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(CheckEmailRoute)
