/**
 * The sandbox's offers (docs/sandbox.md): every demo collector has 40+ offers of every type, source
 * and state, some LOCKED and some ending within 3 days; the catalogue is the same on every seed,
 * and a second start seeds nothing.
 */
import t from 'tap'
import { offerCatalogue } from '../../../server/upstream/seed/offer-catalogue.ts'
import { seedOffers } from '../../../server/upstream/seed/offers.ts'
import { OFFER_TYPES } from '../../../shared/constants/states.ts'
import { buildTestUpstream } from '../helpers/upstream.ts'

t.test('the catalogue is deterministic apart from its end dates, relative to the seed', async (t) => {
  const first = offerCatalogue(new Date('2026-01-01T00:00:00Z'))
  const again = offerCatalogue(new Date('2026-01-01T00:00:00Z'))
  t.same(first, again)
  t.equal(new Set(first.map((o) => o.state_key)).size, first.length, 'state keys are unique')
})

t.test('every demo collector’s offers', async (t) => {
  const app = await buildTestUpstream(t)
  const collectors = await app.db
    .selectFrom('collectors')
    .select(['id', 'card_number'])
    .where('password_hash', 'is not', null)
    .execute()
  t.ok(collectors.length >= 4, 'the demo collectors of both sandboxes')
  const soon = Date.now() + 3 * 86_400_000
  for (const { id, card_number } of collectors) {
    const rows = await app.offersRepository.list(id)
    t.ok(rows.length >= 40, `${card_number}: ${rows.length} offers`)
    t.equal(new Set(rows.map((r) => r.type)).size, OFFER_TYPES.length, `${card_number}: every type`)
    t.equal(new Set(rows.map((r) => r.source_type)).size, 3, `${card_number}: every source`)
    t.equal(new Set(rows.map((r) => r.state)).size, 6, `${card_number}: every state`)
    t.ok(
      rows.some((r) => r.status === 'LOCKED'),
      `${card_number}: some LOCKED`,
    )
    t.ok(
      rows.some((r) => new Date(r.ends_at).getTime() < soon),
      `${card_number}: some ending within 3 days`,
    )
  }
  t.equal(await seedOffers(app.db), false, 'seeded once')
})
