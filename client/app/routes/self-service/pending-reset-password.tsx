import { ResetPendingPanel } from '../../../features/self-service/components/reset-pending-panel.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'

export default function PendingResetPasswordRoute() {
  const { identityStartPrefix } = useAppConfig()
  return <ResetPendingPanel requestHref={`${identityStartPrefix}/forgotten-password`} />
}
