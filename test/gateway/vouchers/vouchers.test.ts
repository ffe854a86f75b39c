/**
 * /api/vouchers, /api/rewards, /api/redemptions and /api/redemption-lock signed in, over real HTTP
 * against the reference upstream: ownership, the usage answer, one spend per idempotency key (in
 * turn and concurrently), every refusal changing nothing, and the lock set and enforced.
 */
import t from 'tap'
import { SANDBOX_BALANCES } from '../../../server/upstream/seed/balances.ts'
import { EXPIRED_REWARD_ID } from '../../../server/upstream/seed/vouchers.ts'
import type { Reward, Voucher } from '../../../shared/contract/vouchers.ts'
import { buildTestGateway } from '../../helpers/gateway.ts'
import { PUBLIC_ORIGIN, startStand } from '../../upstream/oidc/helper.ts'
import { JORDAN, MORGAN, seedVouchersSandbox } from '../../upstream/vouchers/helper.ts'
import { ALEX, apiAs, SAM, signIn } from '../offers/helpers.ts'

const stand = await startStand(t)
await seedVouchersSandbox(stand.upstream)
const gateway = await buildTestGateway(t, {
  PUBLIC_ORIGIN,
  UPSTREAM_PORT: new URL(stand.base).port,
  OIDC_CLIENT_SECRET: stand.config.OIDC_CLIENT_SECRET,
})
const alex = apiAs(gateway, await signIn(gateway, stand, ALEX))
const sam = apiAs(gateway, await signIn(gateway, stand, SAM))
const jordan = apiAs(gateway, await signIn(gateway, stand, JORDAN))
const morgan = apiAs(gateway, await signIn(gateway, stand, MORGAN))
const vouchersOf = async (call: typeof alex) =>
  ((await call('GET', '/api/vouchers')).body as { vouchers: Voucher[] }).vouchers
const balance = async (call: typeof alex) =>
  ((await call('GET', '/api/card/balance')).body as { points: number }).points
const key = (name: string) => `${name}-${'0123456789abcdef'}`
const redeem = (call: typeof alex, rewardId: string, idempotencyKey: string) =>
  call('POST', '/api/redemptions', { rewardId, idempotencyKey })

t.test('the vouchers list: active, used and expired with partner name and logo', async (t) => {
  const vouchers = await vouchersOf(alex)
  t.same(new Set(vouchers.map((v) => v.status)), new Set(['ACTIVE', 'USED', 'EXPIRED']))
  t.equal(vouchers[0]?.status, 'ACTIVE')
  t.ok(vouchers.every((v) => v.partnerName.length > 0 && v.logoImageLocation.length > 0))
})

t.test('signed out: 401', async (t) => {
  const anonymous = await gateway.inject({ method: 'GET', url: '/api/vouchers' })
  t.equal(anonymous.statusCode, 401)
})

t.test('one voucher with its barcode; Sam asking for Alex’s voucher gets a 404', async (t) => {
  const [mine] = await vouchersOf(alex)
  const detail = await alex('GET', `/api/vouchers/${mine?.id}`)
  t.equal(detail.status, 200)
  t.match(detail.body, { id: mine?.id, base64BarCode: /^data:image\/png;base64,/ })
  const byTransaction = await alex('GET', `/api/vouchers/transaction/${mine?.transactionId}`)
  t.match(byTransaction.body, { id: mine?.id })
  for (const [method, url, body] of [
    ['GET', `/api/vouchers/${mine?.id}`],
    ['GET', `/api/vouchers/transaction/${mine?.transactionId}`],
    ['PUT', `/api/vouchers/${mine?.id}/usage`, { used: true }],
  ] as const) {
    const foreign = await sam(method, url, body)
    t.match(foreign, { status: 404, body: { code: 'VOUCHER_NOT_FOUND' } }, `${method} ${url}`)
    t.notMatch(JSON.stringify(foreign.body), mine?.voucherCode ?? '-', 'nothing of the voucher')
  }
  t.equal((await alex('GET', '/api/vouchers/not%20an%20id')).status, 400)
})

t.test('the usage answer is kept', async (t) => {
  const active = (await vouchersOf(alex)).find((v) => v.status === 'ACTIVE' && v.used === null)
  t.match((await alex('PUT', `/api/vouchers/${active?.id}/usage`, { used: false })).body, { used: false })
  t.match((await alex('GET', `/api/vouchers/${active?.id}`)).body, { used: false, status: 'ACTIVE' })
  t.equal((await alex('PUT', `/api/vouchers/${active?.id}/usage`, { used: 'yes' })).status, 400)
})

t.test('rewards for points and free rewards', async (t) => {
  const paid = (await alex('GET', '/api/rewards?kind=points')).body as { rewards: Reward[] }
  const free = (await alex('GET', '/api/rewards?kind=zero-point')).body as { rewards: Reward[] }
  t.ok(paid.rewards.length > 0 && paid.rewards.every((r) => r.pointsCost > 0))
  t.ok(free.rewards.length > 0 && free.rewards.every((r) => r.pointsCost === 0))
  t.equal((await alex('GET', '/api/rewards?kind=everything')).status, 400)
})

t.test('a redemption spends once per key, twice in turn and five times at once', async (t) => {
  const before = await balance(alex)
  t.equal(before, SANDBOX_BALANCES[ALEX])
  const first = await redeem(alex, 'sainsburys-500', key('first'))
  t.match(first, {
    status: 200,
    body: { points: before - 1000, replayed: false, voucher: { status: 'ACTIVE' } },
  })
  const again = await redeem(alex, 'sainsburys-500', key('first'))
  t.match(again, { status: 200, body: { points: before - 1000, replayed: true } })
  t.equal(await balance(alex), before - 1000)
  // Issue 21 item 8: the key of the first redemption, sent with another reward, is no retry of it.
  t.same(await redeem(alex, 'argos-500', key('first')), {
    status: 422,
    body: {
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This redemption was started for another reward. Choose your reward again.',
    },
  })
  t.equal(await balance(alex), before - 1000, 'nothing spent')

  const argos = async () =>
    (await vouchersOf(alex)).filter((v) => v.itemDescription === '£5 Argos voucher').length
  const argosBefore = await argos()
  const tabs = await Promise.all(Array.from({ length: 5 }, () => redeem(alex, 'argos-500', key('tabs'))))
  t.same(
    tabs.map((r) => r.status),
    [200, 200, 200, 200, 200],
  )
  t.equal(new Set(tabs.map((r) => (r.body as { voucher: Voucher }).voucher.id)).size, 1, 'one voucher')
  t.equal(await balance(alex), before - 2000, 'spent once')
  t.equal(await argos(), argosBefore + 1, 'one new Argos voucher')
})

t.test('refusals: not enough points, expired, unknown, locked; nothing changes', async (t) => {
  const before = await balance(sam)
  const count = (await vouchersOf(sam)).length
  t.match(await redeem(sam, 'british-airways-5000', key('dear')), {
    status: 409,
    body: { code: 'NOT_ENOUGH_POINTS', message: "You don't have enough points for this reward." },
  })
  t.match(await redeem(sam, EXPIRED_REWARD_ID, key('old')), { status: 410, body: { code: 'REWARD_EXPIRED' } })
  t.match(await redeem(sam, 'no-such-reward', key('none')), {
    status: 404,
    body: { code: 'REWARD_NOT_FOUND' },
  })
  t.equal((await redeem(sam, 'sainsburys-250', 'short')).status, 400, 'a malformed key')
  t.equal(await balance(sam), before)
  t.equal((await vouchersOf(sam)).length, count)
  const morganBefore = await balance(morgan)
  t.same((await morgan('GET', '/api/redemption-lock')).body, { status: 'LOCKED' })
  t.match(await redeem(morgan, 'sainsburys-250', key('locked')), {
    status: 409,
    body: { code: 'REDEMPTION_LOCKED' },
  })
  t.equal(await balance(morgan), morganBefore)
})

t.test('the lock: set through the gateway, enforced, then lifted', async (t) => {
  t.same((await jordan('GET', '/api/redemption-lock')).body, { status: 'UNLOCKED' })
  t.same((await jordan('PUT', '/api/redemption-lock', { status: 'LOCKED' })).body, { status: 'LOCKED' })
  t.match(await redeem(jordan, 'sainsburys-250', key('j1')), {
    status: 409,
    body: { code: 'REDEMPTION_LOCKED' },
  })
  t.same((await jordan('PUT', '/api/redemption-lock', { status: 'UNLOCKED' })).body, { status: 'UNLOCKED' })
  t.equal((await redeem(jordan, 'sainsburys-250', key('j2'))).status, 200)
  t.equal((await jordan('PUT', '/api/redemption-lock', { status: 'OPEN' })).status, 400)
  const withoutCsrf = await gateway.inject({
    method: 'PUT',
    url: '/api/redemption-lock',
    payload: { status: 'LOCKED' },
  })
  t.not(withoutCsrf.statusCode, 200)
})
