/**
 * Where a balance stands against the rewards for points: how many the collector could take now,
 * and the cheapest one still out of reach with the points it needs. Ended rewards count for neither.
 */
import type { Reward } from '../../../shared/contract/vouchers.ts'

export type RewardReach = {
  affordable: number
  next?: { reward: Reward; pointsNeeded: number }
}

export function rewardReach(points: number, rewards: readonly Reward[], now: Date): RewardReach {
  const open = rewards.filter(
    (reward) => reward.pointsCost > 0 && Date.parse(reward.expiresAt) > now.getTime(),
  )
  const affordable = open.filter((reward) => reward.pointsCost <= points).length
  const cheapestBeyond = open
    .filter((reward) => reward.pointsCost > points)
    .sort((a, b) => a.pointsCost - b.pointsCost)[0]
  return cheapestBeyond
    ? { affordable, next: { reward: cheapestBeyond, pointsNeeded: cheapestBeyond.pointsCost - points } }
    : { affordable }
}
