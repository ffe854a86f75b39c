/** The balance's worth in pounds and the rewards it reaches, as home shows them beside the balance. */
import t from 'tap'
import { rewardReach } from '../../../client/features/vouchers/next-reward.ts'
import { pointsWorthPence } from '../../../shared/constants/points-value.ts'
import type { Reward } from '../../../shared/contract/vouchers.ts'

const now = new Date('2026-11-27T12:00:00Z')
const reward = (id: string, pointsCost: number, expiresAt = '2027-01-01T00:00:00Z'): Reward => ({
  id,
  brandDetailsKey: 'argos',
  partnerName: 'Argos',
  logoImageLocation: '/content/logos/argos.svg',
  title: `${id} voucher`,
  pointsCost,
  valuePence: pointsCost / 2,
  expiresAt,
})
const rewards = [
  reward('r-1000', 1000),
  reward('r-500', 500),
  reward('r-4000', 4000),
  reward('free', 0),
  reward('ended-600', 600, '2026-11-01T00:00:00Z'),
]

t.test('500 points are worth £2.50; part of a penny is not counted', async (t) => {
  t.equal(pointsWorthPence(500), 250)
  t.equal(pointsWorthPence(12_480), 6240)
  t.equal(pointsWorthPence(1), 0)
  t.equal(pointsWorthPence(3215), 1607)
})

t.test('the cheapest reward out of reach and the points it needs', async (t) => {
  const reach = rewardReach(700, rewards, now)
  t.equal(reach.affordable, 1, 'only the 500-point reward: the ended and free ones do not count')
  t.equal(reach.next?.reward.id, 'r-1000')
  t.equal(reach.next?.pointsNeeded, 300)
})

t.test('a balance below every reward', async (t) => {
  t.same(rewardReach(0, rewards, now), { affordable: 0, next: { reward: rewards[1], pointsNeeded: 500 } })
})

t.test('a balance that reaches every reward has no next one', async (t) => {
  t.same(rewardReach(4000, rewards, now), { affordable: 3 })
})
