import { ChooseAccountPanel } from '../../../features/registration/components/choose-account-panel.tsx'
import { withQueryClient } from '../../../lib/react-query.tsx'

function ChooseAccountRoute() {
  return <ChooseAccountPanel />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.tsx).
export default withQueryClient(ChooseAccountRoute)
