/**
 * The reference upstream's vouchers, rewards, redemption and redemption-lock calls over loopback
 * HTTP, signed in as demo collectors: ownership, every refusal changing nothing, one spend per
 * idempotency key (in turn and concurrently), and the audit rows written with each change.
 */
import t from 'tap'
import { SANDBOX_BALANCES } from '../../../server/upstream/seed/balances.ts'
import { EXPIRED_REWARD_ID, seedVouchers } from '../../../server/upstream/seed/vouchers.ts'
import type { Transaction } from '../../../shared/contract/activity.ts'
import type { Reward, Voucher, VoucherDetail } from '../../../shared/contract/vouchers.ts'
import { ALEX, accessTokenOf, caller, SAM } from '../offers/helper.ts'
import { collectorIdOf, JORDAN, MORGAN, pointsOf, startVouchersStand } from './helper.ts'

const stand = await startVouchersStand(t)
const alex = caller(stand, await accessTokenOf(stand, ALEX))
const sam = caller(stand, await accessTokenOf(stand, SAM))
const jordanToken = await accessTokenOf(stand, JORDAN)
const jordan = caller(stand, jordanToken)
const SAM_CARD = '10000000002'
const morgan = caller(stand, await accessTokenOf(stand, MORGAN))
const vouchersOf = async (call: typeof alex) =>
  ((await call('GET', '/vouchers')).body as { vouchers: Voucher[] }).vouchers
const rewards = async (kind: string) =>
  ((await alex('GET', `/rewards?kind=${kind}`)).body as { rewards: Reward[] }).rewards
const key = (name: string) => `${name}-${'k'.repeat(16)}`
const auditOf = async (card: string) =>
  stand.upstream.auditRepository.of(await collectorIdOf(stand.upstream, card))

t.test('the sandbox is seeded once', async (t) => {
  t.equal(await seedVouchers(stand.upstream.db), false)
})

t.test('every demo collector has active, used and expired vouchers, active first', async (t) => {
  for (const call of [alex, sam, jordan, morgan]) {
    const vouchers = await vouchersOf(call)
    t.same(new Set(vouchers.map((v) => v.status)), new Set(['ACTIVE', 'USED', 'EXPIRED']))
    const order = vouchers.map((v) => v.status)
    t.same(
      order,
      [...order].sort(
        (a, b) => ['ACTIVE', 'USED', 'EXPIRED'].indexOf(a) - ['ACTIVE', 'USED', 'EXPIRED'].indexOf(b),
      ),
    )
    t.ok(vouchers.every((v) => v.partnerName && v.logoImageLocation && v.itemDescription))
  }
  t.equal((await alex('GET', '/vouchers')).status, 200)
  t.equal((await caller(stand, 'not-a-token')('GET', '/vouchers')).status, 401)
})

t.test('one voucher with its barcode; another collector’s is a 404', async (t) => {
  const [first] = await vouchersOf(alex)
  const { status, body } = await alex('GET', `/vouchers/${first?.id}`)
  t.equal(status, 200)
  const detail = body as VoucherDetail
  t.match(detail, { id: first?.id, voucherCode: first?.voucherCode })
  t.equal(Buffer.from(detail.base64BarCode, 'base64').subarray(1, 4).toString(), 'PNG')
  t.same((await alex('GET', `/vouchers/transaction/${first?.transactionId}`)).body, detail)
  t.equal((await sam('GET', `/vouchers/${first?.id}`)).status, 404)
  t.equal((await sam('GET', `/vouchers/transaction/${first?.transactionId}`)).status, 404)
  t.equal((await sam('PUT', `/vouchers/${first?.id}/usage`, { used: true })).status, 404)
  t.equal((await alex('GET', `/vouchers/${first?.id}`)).status, 200, 'still Alex’s, unanswered by Sam')
  t.equal(((await alex('GET', `/vouchers/${first?.id}`)).body as Voucher).used, first?.used ?? null)
})

t.test('the usage answer is kept; Yes makes the voucher used', async (t) => {
  const active = (await vouchersOf(sam)).find((v) => v.status === 'ACTIVE' && v.used === null)
  const no = await sam('PUT', `/vouchers/${active?.id}/usage`, { used: false })
  t.match(no.body, { used: false, status: 'ACTIVE' })
  const yes = await sam('PUT', `/vouchers/${active?.id}/usage`, { used: true })
  t.match(yes.body, { used: true, status: 'USED' })
  t.match((await sam('GET', `/vouchers/${active?.id}`)).body, { used: true, status: 'USED' })
})

t.test('rewards: for points cheapest first, free ones apart, expired ones never', async (t) => {
  const paid = await rewards('points')
  const free = await rewards('zero-point')
  t.ok(paid.length >= 5 && free.length >= 2)
  t.ok(paid.every((r) => r.pointsCost > 0) && free.every((r) => r.pointsCost === 0))
  t.same(
    paid.map((r) => r.pointsCost),
    [...paid.map((r) => r.pointsCost)].sort((a, b) => a - b),
  )
  t.notOk([...paid, ...free].some((r) => r.id === EXPIRED_REWARD_ID))
})

t.test('a redemption spends once per key, in turn and concurrently', async (t) => {
  const before = await pointsOf(stand.upstream, ALEX)
  t.equal(before, SANDBOX_BALANCES[ALEX])
  const first = await alex('POST', '/redemptions', {
    rewardId: 'sainsburys-500',
    idempotencyKey: key('once'),
  })
  t.equal(first.status, 200)
  t.match(first.body, {
    points: before - 1000,
    replayed: false,
    voucher: { status: 'ACTIVE', pointsSpent: 1000 },
  })
  const again = await alex('POST', '/redemptions', {
    rewardId: 'sainsburys-500',
    idempotencyKey: key('once'),
  })
  t.match(again.body, { points: before - 1000, replayed: true })
  t.equal((again.body as { voucher: Voucher }).voucher.id, (first.body as { voucher: Voucher }).voucher.id)
  t.equal(await pointsOf(stand.upstream, ALEX), before - 1000, 'spent once')

  const together = await Promise.all(
    Array.from({ length: 5 }, () =>
      alex('POST', '/redemptions', { rewardId: 'argos-500', idempotencyKey: key('tabs') }),
    ),
  )
  t.same(
    together.map((r) => r.status),
    [200, 200, 200, 200, 200],
  )
  t.equal(new Set(together.map((r) => (r.body as { voucher: Voucher }).voucher.id)).size, 1, 'one voucher')
  t.equal(together.filter((r) => (r.body as { replayed: boolean }).replayed === false).length, 1)
  t.equal(await pointsOf(stand.upstream, ALEX), before - 2000, 'the concurrent confirms spent once')
  const audit = (await auditOf(ALEX)).filter((row) => row.action === 'points.redeemed')
  t.equal(audit.length, 2, 'one audit row per redemption')
  const activity = (await alex('GET', '/transactions?pageSize=5')).body as { items: Transaction[] }
  const spends = activity.items.filter((line) => line.points < 0 && line.description.endsWith('voucher'))
  const transactionOf = (answer: { body: unknown } | undefined) =>
    (answer?.body as { voucher: Voucher } | undefined)?.voucher.transactionId
  t.match(
    spends.map(({ id, partnerName, points }) => ({ id, partnerName, points })),
    [
      { id: transactionOf(together[0]), partnerName: 'Argos', points: -1000 },
      { id: transactionOf(first), partnerName: "Sainsbury's", points: -1000 },
    ],
    'each redemption is one line of the activity, newest first, under its voucher transaction',
  )
  t.equal(spends.length, 2)
  t.match(audit[0], { channel: 'web', detail: { reward: 'argos-500', points: 1000 } })
})

t.test('a free reward spends nothing', async (t) => {
  const before = await pointsOf(stand.upstream, SAM_CARD)
  const free = await sam('POST', '/redemptions', {
    rewardId: 'esso-free-car-wash',
    idempotencyKey: key('free'),
  })
  t.match(free.body, { points: before, voucher: { pointsSpent: 0, partnerName: 'Esso' } })
})

t.test('refusals change nothing', async (t) => {
  const before = await pointsOf(stand.upstream, SAM_CARD)
  const vouchers = (await vouchersOf(sam)).length
  const tooDear = await sam('POST', '/redemptions', {
    rewardId: 'british-airways-5000',
    idempotencyKey: key('dear'),
  })
  t.match(tooDear, { status: 409, body: { code: 'NOT_ENOUGH_POINTS' } })
  const expired = await sam('POST', '/redemptions', {
    rewardId: EXPIRED_REWARD_ID,
    idempotencyKey: key('old'),
  })
  t.match(expired, { status: 410, body: { code: 'REWARD_EXPIRED' } })
  const unknown = await sam('POST', '/redemptions', {
    rewardId: 'no-such-reward',
    idempotencyKey: key('none'),
  })
  t.match(unknown, { status: 404, body: { code: 'REWARD_NOT_FOUND' } })
  const locked = await morgan('POST', '/redemptions', {
    rewardId: 'sainsburys-250',
    idempotencyKey: key('lock'),
  })
  t.match(locked, { status: 409, body: { code: 'REDEMPTION_LOCKED' } })
  t.equal(await pointsOf(stand.upstream, SAM_CARD), before)
  t.equal((await vouchersOf(sam)).length, vouchers)
  t.equal(await pointsOf(stand.upstream, '10000000004'), SANDBOX_BALANCES['10000000004'])
  t.equal((await auditOf('10000000004')).filter((row) => row.action === 'points.redeemed').length, 0)
})

t.test('the redemption lock: read, set with its channel, audited, and enforced', async (t) => {
  t.same((await jordan('GET', '/v1/collectors/redemption-status')).body, { status: 'UNLOCKED' })
  t.same((await morgan('GET', '/v1/collectors/redemption-status')).body, { status: 'LOCKED' })
  const put = (status: string, headers: Record<string, string> = { RequestorChannel: 'WEB' }) =>
    fetch(`${stand.base}/v1/collectors/redemption-status`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json', authorization: `Bearer ${jordanToken}` },
      body: JSON.stringify({ status }),
    })
  t.equal((await put('LOCKED', {})).status, 400, 'RequestorChannel is required')
  t.equal((await put('OPEN')).status, 400)
  const locked = await put('LOCKED')
  t.same(await locked.json(), { status: 'LOCKED' })
  t.same((await jordan('GET', '/v1/collectors/redemption-status')).body, { status: 'LOCKED' })
  const refused = await jordan('POST', '/redemptions', {
    rewardId: 'sainsburys-250',
    idempotencyKey: key('j1'),
  })
  t.match(refused, { status: 409, body: { code: 'REDEMPTION_LOCKED' } })
  t.same(await (await put('UNLOCKED')).json(), { status: 'UNLOCKED' })
  t.equal(
    (await jordan('POST', '/redemptions', { rewardId: 'sainsburys-250', idempotencyKey: key('j2') })).status,
    200,
  )
  const audit = (await auditOf('10000000003')).filter((row) => row.action === 'redemption.lock')
  t.equal(audit.length, 2)
  t.match(audit.map((row) => row.detail).reverse(), [
    { from: 'UNLOCKED', to: 'LOCKED' },
    { from: 'LOCKED', to: 'UNLOCKED' },
  ])
  t.equal(audit[0]?.channel, 'web')
})
