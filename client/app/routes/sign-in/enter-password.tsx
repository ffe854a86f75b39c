/** Password login; without a card number entered first it goes back to card-number entry (§2). */

import { Redirect } from 'wouter'
import { Loading } from '../../../components/query/loading.tsx'
import { useLoginState } from '../../../features/sign-in/api/get-login-state.ts'
import { PasswordForm } from '../../../features/sign-in/components/password-form.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function EnterPasswordRoute() {
  const { identityStartPrefix } = useAppConfig()
  const { state, failed } = useLoginState()
  if (failed || state?.step === 'card-number')
    return <Redirect to={`${identityStartPrefix}/enter-card-number`} replace />
  if (!state) return <Loading>Loading</Loading>
  return <PasswordForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(EnterPasswordRoute)
