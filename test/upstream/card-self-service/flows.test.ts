import t from 'tap'
import { FLOW_TTL_MS, newCollectorJwtKeys } from '../../../server/upstream/card-self-service/collector-jwt.ts'
import {
  createCardSelfServiceFlows,
  MAX_CODE_ATTEMPTS,
} from '../../../server/upstream/card-self-service/flows.ts'
import type { CardSelfServiceTables } from '../../../server/upstream/card-self-service/schema.ts'
import { REPLACEABLE_CARD, REPLACEABLE_CARD_POINTS } from '../../../server/upstream/seed/card-self-service.ts'
import { buildTestUpstream } from '../helpers/upstream.ts'

const upstream = await buildTestUpstream(t)
const db = upstream.db.withTables<CardSelfServiceTables>()
const codes = upstream.selfServiceFlows
let clock = Date.now()
const flows = createCardSelfServiceFlows(db, upstream.outbox, {
  keys: newCollectorJwtKeys(),
  codes,
  schemeName: 'Nectar',
  now: () => clock,
})
const latestCode = async (to: string) =>
  /(\d{6})/.exec((await upstream.outbox.list({ to })).at(-1)?.text ?? '')?.[1] ?? ''
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** A flow for the details' collector with a code sent to `to` by `method`: its token and the code. */
async function started(
  collectorId: string | undefined,
  flow: 'retrieve' | 'replace',
  method: 'email' | 'sms',
  to: string,
) {
  const { encryptedCollectorJwt, flowToken } = await flows.open(flow, collectorId)
  if (!flowToken) throw new Error('no two-factor flow')
  await codes.send(flowToken, method)
  return { token: encryptedCollectorJwt, code: await latestCode(to) }
}

t.test('matching details open a flow whose code shows the card number, once', async (t) => {
  const collectorId = await flows.repository.findByEmail('Alex.Taylor@example.com ', 'TAYLOR', '21-06-1988')
  t.type(collectorId, 'string')
  const { token, code } = await started(collectorId, 'retrieve', 'sms', '+447700900001')
  t.match(code, /^\d{6}$/)
  t.same(await flows.redeem('retrieve', token, code), { collectorId, cardNumber: '10000000001' })
  t.same(await flows.redeem('retrieve', token, code), { refused: 'EXPIRED' }, 'a used flow is over')
})

t.test('details that match nobody open a flow that looks the same and never succeeds', async (t) => {
  t.equal(await flows.repository.findByEmail('alex.taylor@example.com', 'Taylor', '22-06-1988'), undefined)
  const samId = await flows.repository.findByEmail('sam.patel@example.com', 'Patel', '02-11-1975')
  const known = await flows.open('retrieve', samId)
  const unknown = await flows.open('retrieve', undefined)
  t.equal(unknown.flowToken, undefined, 'no two-factor flow, so no code can be sent')
  t.match(
    unknown.encryptedCollectorJwt,
    /^[\w-]+\.\.[\w-]+\.[\w-]+\.[\w-]+$/,
    'a compact JWE, as for a match',
  )
  t.type(known.flowToken, 'string', 'a match has one')
  const answers = []
  for (let i = 0; i < MAX_CODE_ATTEMPTS; i++)
    answers.push(await flows.redeem('retrieve', unknown.encryptedCollectorJwt, '000000'))
  t.same(answers, [...Array(MAX_CODE_ATTEMPTS - 1).fill({ refused: 'WRONG_CODE' }), { refused: 'EXPIRED' }])
})

t.test('the fifth wrong code voids the flow, and the right code no longer works', async (t) => {
  const collectorId = await flows.repository.findByEmail('sam.patel@example.com', 'Patel', '02-11-1975')
  const { token, code } = await started(collectorId, 'retrieve', 'email', 'sam.patel@example.com')
  const answers = []
  for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) answers.push(await flows.redeem('retrieve', token, wrong(code)))
  t.same(answers, [...Array(MAX_CODE_ATTEMPTS - 1).fill({ refused: 'WRONG_CODE' }), { refused: 'EXPIRED' }])
  t.same(await flows.redeem('retrieve', token, code), { refused: 'EXPIRED' })
})

t.test('an expired, tampered or other-flow token is refused', async (t) => {
  const collectorId = await flows.repository.findByEmail('sam.patel@example.com', 'Patel', '02-11-1975')
  const { token, code } = await started(collectorId, 'retrieve', 'email', 'sam.patel@example.com')
  const [head, key, iv, body, tag] = token.split('.')
  // The first character: all its bits are the body's (the last one's low bits may be padding only).
  const flipped = `${body?.startsWith('A') ? 'B' : 'A'}${body?.slice(1)}`
  t.same(await flows.redeem('retrieve', [head, key, iv, flipped, tag].join('.'), code), {
    refused: 'EXPIRED',
  })
  t.same(await flows.redeem('replace', token, code), { refused: 'EXPIRED' }, 'bound to its flow')
  const otherKeys = createCardSelfServiceFlows(db, upstream.outbox, {
    keys: newCollectorJwtKeys(),
    codes,
    schemeName: 'Nectar',
  })
  t.same(await otherKeys.redeem('retrieve', token, code), { refused: 'EXPIRED' }, 'only our keys open it')
  clock += FLOW_TTL_MS + 1
  t.same(await flows.redeem('retrieve', token, code), { refused: 'EXPIRED' }, 'expired')
  clock = Date.now()
  t.same(
    await flows.redeem('retrieve', token, code),
    { collectorId, cardNumber: '10000000002' },
    'none of those spent it',
  )
})

t.test('a replacement blocks the old card and moves the balance to a new one', async (t) => {
  const collectorId = await flows.repository.findByPostcode('14-02-1992', 'morgan', 'sw1a 1aa')
  t.type(collectorId, 'string')
  t.equal(
    await flows.repository.findByPostcode('14-02-1992', 'Morgan', 'EC1A 1BB'),
    undefined,
    'other postcode',
  )
  const { token, code } = await started(collectorId, 'replace', 'email', 'casey.morgan@example.com')
  const redeemed = await flows.redeem('replace', token, code)
  if (!('collectorId' in redeemed)) throw new Error('not redeemed')
  const replaced = await flows.replace(redeemed.collectorId, 'LOST')
  t.match(replaced, {
    cardNumber: /^[4-9]\d{10}$/,
    replacementType: 'LOST',
    expectedArrival: /^\d{4}-\d{2}-\d{2}$/,
  })
  t.equal(await upstream.collectorsRepository.byCardNumber(REPLACEABLE_CARD), undefined, 'old card refused')
  t.match(await upstream.collectorsRepository.byCardNumber(replaced.cardNumber), { id: collectorId })
  t.ok(await flows.repository.isReplaced(REPLACEABLE_CARD))
  t.equal(await upstream.balancesRepository.points(redeemed.collectorId), REPLACEABLE_CARD_POINTS)
  const rows = await db
    .selectFrom('card_replacements')
    .selectAll()
    .where('collector_id', '=', redeemed.collectorId)
    .execute()
  t.match(rows, [
    {
      old_card_number: REPLACEABLE_CARD,
      new_card_number: replaced.cardNumber,
      points_moved: REPLACEABLE_CARD_POINTS,
    },
  ])
  const notice = (await upstream.outbox.list({ to: 'casey.morgan@example.com' })).at(-1)
  t.match(notice?.text, /should arrive by \d{1,2} \w+ \d{4}\. Your old card is blocked and your 2,500 points/)
})

t.test('stored flows hold hashes only', async (t) => {
  const rows = await db.selectFrom('card_self_service_flows').select('id_hash').execute()
  t.ok(rows.length > 0)
  for (const row of rows) t.match(row.id_hash, /^[\w-]{43}$/)
})
