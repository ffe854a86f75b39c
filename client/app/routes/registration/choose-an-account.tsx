import { ChooseAccountPanel } from '../../../features/registration/components/choose-account-panel.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function ChooseAccountRoute() {
  return <ChooseAccountPanel />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(ChooseAccountRoute)
