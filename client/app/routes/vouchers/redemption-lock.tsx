/** /account/redemption-lock: lock points so that nobody can spend them, and unlock them again. */
import { Link } from '../../../components/ui/link.tsx'
import { RedemptionLockForm } from '../../../features/vouchers/components/redemption-lock-form.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function RedemptionLockRoute() {
  return (
    <div className="page redemption-lock-page">
      <h1>Lock your points</h1>
      <RedemptionLockForm />
      <p>
        <Link href="/account">Back to your account</Link>
      </p>
    </div>
  )
}

export default withQueryClient(RedemptionLockRoute)
