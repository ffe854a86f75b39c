import { useSearch } from 'wouter'
import { ConfirmReset } from '../../../features/self-service/components/confirm-reset.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

/** The e-mailed link: /confirm-reset-password?token=… */
function ConfirmResetPasswordRoute() {
  const { identityStartPrefix } = useAppConfig()
  const token = new URLSearchParams(useSearch()).get('token') ?? ''
  return (
    <ConfirmReset
      token={token}
      requestHref={`${identityStartPrefix}/forgotten-password`}
      loginHref={`${identityStartPrefix}/enter-card-number`}
    />
  )
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(ConfirmResetPasswordRoute)
