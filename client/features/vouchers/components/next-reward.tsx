/**
 * Beside the balance on home: how many rewards the points could take now and how many more points
 * the next one needs, with the way to spend them. Says nothing while the rewards load or if they fail:
 * the balance above is what matters.
 */
import { Link } from '../../../components/ui/link.tsx'
import { useRewards } from '../api/get-rewards.ts'
import { rewardReach } from '../next-reward.ts'

const count = new Intl.NumberFormat('en-GB')

export function NextReward({ points }: { points: number }) {
  const { data } = useRewards('points')
  if (!data) return null
  const { affordable, next } = rewardReach(points, data.rewards, new Date())
  return (
    <div className="next-reward">
      {affordable > 0 ? (
        <p>
          You have enough points for {affordable === 1 ? '1 reward' : `${affordable} rewards`}.{' '}
          <Link href="/redemption">Spend your points</Link>
        </p>
      ) : null}
      {next ? (
        <p>
          <strong>{count.format(next.pointsNeeded)}</strong> more points to your next reward:{' '}
          {next.reward.title}.
        </p>
      ) : null}
    </div>
  )
}
