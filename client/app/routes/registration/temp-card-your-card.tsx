import { TempCardView } from '../../../features/registration/components/temp-card-view.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'

function TempCardYourCardRoute({ params }: ScreenProps) {
  return <TempCardView token={params.token ?? ''} />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(TempCardYourCardRoute)
