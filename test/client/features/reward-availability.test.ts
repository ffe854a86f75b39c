/** Why a reward cannot be taken, said before it is chosen: spending locked, or too few points. */
import t from 'tap'
import { LOCKED_REASON, whyUnavailable } from '../../../client/features/vouchers/reward-availability.ts'
import type { Reward } from '../../../shared/contract/vouchers.ts'

const reward = (pointsCost: number): Reward => ({
  id: 'british-airways-5000',
  brandDetailsKey: 'british-airways',
  partnerName: 'British Airways',
  logoImageLocation: '/logo.png',
  title: '5,000 Avios',
  pointsCost,
  valuePence: 2500,
  expiresAt: '2027-01-01T00:00:00.000Z',
})

t.test('too few points: how many more are needed', async (t) => {
  t.equal(
    whyUnavailable(reward(5000), { points: 3215, locked: false }),
    'You need 1,785 more points for this reward.',
  )
  t.equal(whyUnavailable(reward(3215), { points: 3215, locked: false }), undefined, 'exactly enough')
  t.equal(whyUnavailable(reward(0), { points: 0, locked: false }), undefined, 'a free reward with none')
})

t.test('locked: every reward, free ones too, whatever the balance', async (t) => {
  t.equal(whyUnavailable(reward(500), { points: 10_000, locked: true }), LOCKED_REASON)
  t.equal(whyUnavailable(reward(0), { points: 0, locked: true }), LOCKED_REASON)
})

t.test('the balance not known yet: nothing said, the upstream still refuses', async (t) => {
  t.equal(whyUnavailable(reward(5000), { points: undefined, locked: false }), undefined)
})
