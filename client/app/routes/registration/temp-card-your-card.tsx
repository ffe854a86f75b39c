import { TempCardView } from '../../../features/registration/components/temp-card-view.tsx'
import { withQueryClient } from '../../../lib/react-query.tsx'
import type { ScreenProps } from '../../screen-props.ts'

function TempCardYourCardRoute({ params }: ScreenProps) {
  return <TempCardView token={params.token ?? ''} />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.tsx).
export default withQueryClient(TempCardYourCardRoute)
