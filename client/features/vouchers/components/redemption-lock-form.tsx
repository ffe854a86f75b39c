/**
 * Locking and unlocking points (/account/redemption-lock): while locked, nobody can spend them, in
 * the app or anywhere else, until the collector unlocks them here.
 */
import { QueryState } from '../../../components/query/query-state.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { useRedemptionLock, useSetRedemptionLock } from '../api/redemption-lock.ts'

export function RedemptionLockForm() {
  const lock = useRedemptionLock()
  const change = useSetRedemptionLock()
  return (
    <QueryState
      query={lock}
      loading="Checking your points"
      failed="We couldn't check whether your points are locked."
      failureHidesData
    >
      {(data) => <LockStatus locked={data.status === 'LOCKED'} change={change} />}
    </QueryState>
  )
}

function LockStatus({
  locked,
  change,
}: {
  locked: boolean
  change: ReturnType<typeof useSetRedemptionLock>
}) {
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
