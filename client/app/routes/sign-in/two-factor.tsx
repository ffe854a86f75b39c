/** The device two-factor code page; without a pending challenge it goes back to card-number entry. */

import { Redirect } from 'wouter'
import { Loading } from '../../../components/query/loading.tsx'
import { useLoginState } from '../../../features/sign-in/api/get-login-state.ts'
import { TwoFactorForm } from '../../../features/sign-in/components/two-factor-form.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function TwoFactorRoute() {
  const { identityStartPrefix } = useAppConfig()
  const { state, failed } = useLoginState()
  if (!state && !failed) return <Loading>Loading</Loading>
  if (state?.step !== 'two-factor' || !state.deliveryMethod || !state.destination)
    return <Redirect to={`${identityStartPrefix}/enter-card-number`} replace />
  return <TwoFactorForm sent={{ deliveryMethod: state.deliveryMethod, destination: state.destination }} />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(TwoFactorRoute)
