/**
 * Redemptions racing on PostgreSQL (a pool of connections, so really concurrent): the same
 * idempotency key sent at once spends once and answers one voucher; different keys racing for one
 * balance never take it below zero; a redemption against a lock is refused inside its transaction.
 */
import t from 'tap'
import { LOCKED_CARD } from '../../../server/upstream/seed/vouchers.ts'
import { freshSchemaUrl, postgresUnavailable } from '../helpers/postgres.ts'
import { buildTestUpstream } from '../helpers/upstream.ts'
import { collectorIdOf, pointsOf } from './helper.ts'

const skip = await postgresUnavailable()

t.test('concurrent redemptions on PostgreSQL', { skip: skip ?? false }, async (t) => {
  const upstream = await buildTestUpstream(t, { DATABASE_URL: await freshSchemaUrl(t) })
  const repository = upstream.vouchersRepository
  const alex = await collectorIdOf(upstream, '10000000001')
  const sam = await collectorIdOf(upstream, '10000000002')
  const channel = 'web'

  await t.test('one key sent ten times at once: one voucher, one spend', async (t) => {
    const before = await pointsOf(upstream, '10000000001')
    const idempotencyKey = 'same-key-0123456789'
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        repository.redeem(alex, { rewardId: 'argos-500', idempotencyKey, channel }),
      ),
    )
    const ids = new Set(outcomes.map((outcome) => (outcome.ok ? outcome.voucher.id : outcome.refusal)))
    t.equal(ids.size, 1, 'one voucher answered to all')
    t.equal(outcomes.filter((outcome) => outcome.ok && !outcome.replayed).length, 1, 'one first result')
    t.equal(await pointsOf(upstream, '10000000001'), before - 1000)
    const audit = (await upstream.auditRepository.of(alex)).filter((row) => row.action === 'points.redeemed')
    t.equal(audit.length, 1, 'one audit row')
  })

  await t.test('different keys racing for one balance never overspend', async (t) => {
    const before = await pointsOf(upstream, '10000000002')
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        repository.redeem(sam, {
          rewardId: 'sainsburys-500',
          idempotencyKey: `race-${n}-0123456789abc`,
          channel,
        }),
      ),
    )
    const spent = outcomes.filter((outcome) => outcome.ok).length
    t.equal(spent, Math.floor(before / 1000))
    t.ok(
      outcomes
        .filter((outcome) => !outcome.ok)
        .every((outcome) => !outcome.ok && outcome.refusal === 'NOT_ENOUGH_POINTS'),
    )
    t.equal(await pointsOf(upstream, '10000000002'), before - spent * 1000)
  })

  await t.test('locked: refused, nothing spent, nothing issued', async (t) => {
    const morgan = await collectorIdOf(upstream, LOCKED_CARD)
    const before = await pointsOf(upstream, LOCKED_CARD)
    const vouchers = (await repository.list(morgan)).length
    const outcome = await repository.redeem(morgan, {
      rewardId: 'sainsburys-250',
      idempotencyKey: 'locked-0123456789abc',
      channel,
    })
    t.same(outcome, { ok: false, refusal: 'REDEMPTION_LOCKED' })
    t.equal(await pointsOf(upstream, LOCKED_CARD), before)
    t.equal((await repository.list(morgan)).length, vouchers)
  })
})
