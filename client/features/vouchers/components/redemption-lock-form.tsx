/**
 * Locking and unlocking points (/account/redemption-lock): while locked, nobody can spend them, in
 * the app or anywhere else, until the collector unlocks them here.
 */
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { useRedemptionLock, useSetRedemptionLock } from '../api/redemption-lock.ts'

export function RedemptionLockForm() {
  const { data, isError, refetch } = useRedemptionLock()
  const change = useSetRedemptionLock()
  if (isError)
    return (
      <div>
        <Notice kind="error">We couldn't check whether your points are locked.</Notice>
        <Button variant="secondary" onClick={() => refetch()}>
          Try again
        </Button>
      </div>
    )
  if (!data)
    return (
      <p className="loading" role="status">
        Checking your points
      </p>
    )
  const locked = data.status === 'LOCKED'
  return (
    <section className="redemption-lock" aria-labelledby="redemption-lock-status">
      <h2 id="redemption-lock-status">{locked ? 'Your points are locked' : 'Your points are unlocked'}</h2>
      <p>
        {locked
          ? "Nobody can spend your points until you unlock them. You'll still collect points as usual."
          : 'Lock your points if you think someone else might use them. You can unlock them here at any time.'}
      </p>
      <Button
        variant={locked ? 'secondary' : 'primary'}
        disabled={change.isPending}
        onClick={() => change.mutate(locked ? 'UNLOCKED' : 'LOCKED')}
      >
        {locked ? 'Unlock my points' : 'Lock my points'}
      </Button>
    </section>
  )
}
