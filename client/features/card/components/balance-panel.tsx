/** The points balance on the home screen: loading, the points, or what went wrong (offline, or a retry). */
import { useBalance } from '../api/get-balance.ts'
import { OfflineOrFailed } from './offline-or-failed.tsx'

const points = new Intl.NumberFormat('en-GB')

export function BalancePanel() {
  const { data, isError, refetch, isFetching } = useBalance()
  return (
    <section className="balance-panel" aria-labelledby="balance-heading">
      <h2 id="balance-heading" className="balance-panel__heading">
        Your points
      </h2>
      {data ? (
        <p className="balance-panel__points">
          <strong>{points.format(data.points)}</strong> points
        </p>
      ) : isError ? (
        <OfflineOrFailed
          offlineMessage="You're offline. Your points balance will show when you're back online."
          failedMessage="We couldn't load your points balance."
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : (
        <p className="loading" role="status">
          Loading your points
        </p>
      )}
    </section>
  )
}
