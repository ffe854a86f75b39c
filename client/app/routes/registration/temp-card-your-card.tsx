import { isTempCardToken } from '../../../../shared/validation/link-tokens.ts'
import {
  TempCardLinkInvalid,
  TempCardView,
} from '../../../features/registration/components/temp-card-view.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'

/** /temp-card/your-card/:token: a token not of the link's shape is refused before any call. */
function TempCardYourCardRoute({ params }: ScreenProps) {
  const token = params.token ?? ''
  return isTempCardToken(token) ? <TempCardView token={token} /> : <TempCardLinkInvalid />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(TempCardYourCardRoute)
