/**
 * The points balance on the home screen: loading, the points and what they are worth in pounds
 * (the scheme's rate), or what went wrong (offline, or a retry). `children` adds to a balance shown,
 * e.g. the rewards it reaches (composed by the screen).
 */
import type { ReactNode } from 'react'
import { pointsWorthPence } from '../../../../shared/constants/points-value.ts'
import { Loading } from '../../../components/query/loading.tsx'
import { OfflineOrFailed } from '../../../components/query/offline-or-failed.tsx'
import { useBalance } from '../api/get-balance.ts'

const points = new Intl.NumberFormat('en-GB')
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })

export function BalancePanel({ children }: { children?: (points: number) => ReactNode }) {
  const { data, isError, refetch, isFetching } = useBalance()
  return (
    <section className="balance-panel" aria-labelledby="balance-heading">
      <h2 id="balance-heading" className="balance-panel__heading">
        Your points
      </h2>
      {data ? (
        <>
          <p className="balance-panel__points">
            <strong>{points.format(data.points)}</strong> points
          </p>
          <p className="balance-panel__worth">Worth {pounds.format(pointsWorthPence(data.points) / 100)}</p>
          {children?.(data.points)}
        </>
      ) : isError ? (
        <OfflineOrFailed
          offlineMessage="You're offline. Your points balance will show when you're back online."
          failedMessage="We couldn't load your points balance."
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : (
        <Loading>Loading your points</Loading>
      )}
    </section>
  )
}
