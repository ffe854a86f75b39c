/**
 * Why the collector cannot take a reward now, said on the reward before they choose it rather than
 * refused after 'Confirm': spending is locked (every reward, free ones too: the upstream checks the
 * lock first), or it costs more points than they have. Undefined when it can be taken, or while the
 * balance is not known (the upstream still refuses what cannot be taken).
 */
import type { Reward } from '../../../shared/contract/vouchers.ts'

export type Standing = { points: number | undefined; locked: boolean }

const numbers = new Intl.NumberFormat('en-GB')

export const LOCKED_REASON = "Your points are locked, so you can't take this reward."

export function whyUnavailable(reward: Reward, { points, locked }: Standing): string | undefined {
  if (locked) return LOCKED_REASON
  if (points !== undefined && reward.pointsCost > points)
    return `You need ${numbers.format(reward.pointsCost - points)} more points for this reward.`
  return undefined
}
