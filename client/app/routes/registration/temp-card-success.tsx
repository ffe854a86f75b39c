import { TempCardSentPanel } from '../../../features/registration/components/temp-card-sent-panel.tsx'
import { withQueryClient } from '../../../lib/react-query.tsx'

function TempCardSuccessRoute() {
  return <TempCardSentPanel />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.tsx).
export default withQueryClient(TempCardSuccessRoute)
