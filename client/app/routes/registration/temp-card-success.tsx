import { TempCardSentPanel } from '../../../features/registration/components/temp-card-sent-panel.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function TempCardSuccessRoute() {
  return <TempCardSentPanel />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(TempCardSuccessRoute)
