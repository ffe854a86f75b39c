import t from 'tap'
import {
  CODE_TTL_MS,
  createFlowCodes,
  FLOW_TTL_MS,
  MAX_CODES_PER_ADDRESS,
  MAX_FLOW_SENDS,
} from '../../../server/upstream/self-service/flow-codes.ts'
import type { SelfServiceTables } from '../../../server/upstream/self-service/schema.ts'
import { buildTestUpstream } from '../helpers/upstream.ts'

const upstream = await buildTestUpstream(t)
const db = upstream.db.withTables<SelfServiceTables>()
let clock = Date.now()
const flows = createFlowCodes(db, upstream.outbox, {
  schemeName: 'Nectar',
  origin: 'https://example.test',
  now: () => clock,
})
const collectorId = async (card: string) =>
  (await db.selectFrom('collectors').select('id').where('card_number', '=', card).executeTakeFirstOrThrow())
    .id
const latestCode = async (to: string) =>
  /(\d{6})/.exec((await upstream.outbox.list({ to })).at(-1)?.text ?? '')?.[1] ?? ''
/** A code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

t.beforeEach(() => {
  // Each test on its own hour: the per-address limit of one never spends another's.
  clock += 2 * 60 * 60_000
})

t.test('the delivery options are the masked e-mail and mobile of the flow’s collector', async (t) => {
  const jordan = await flows.open('reset', await collectorId('10000000003'))
  t.same(await flows.options(jordan), [
    { id: 'email', destination: 'j•••@example.com' },
    { id: 'sms', destination: '•••• 003' },
  ])
  const morgan = await flows.open('retrieve-card', await collectorId('10000000004'))
  t.same(await flows.options(morgan), [{ id: 'email', destination: 'm•••@example.com' }], 'no mobile on file')
  t.same(await flows.send(morgan, 'sms'), { refused: 'NO_DESTINATION' })
  t.equal(await flows.options('unknown-flow-token-0123456789'), undefined)
})

t.test('a code by SMS or e-mail: 6 digits through the outbox, stored only as a hash', async (t) => {
  const flow = await flows.open('reset', await collectorId('10000000003'))
  t.same(await flows.send(flow, 'sms'), { deliveryMethod: 'sms', destination: '•••• 003' })
  const code = await latestCode('+447700900003')
  t.match(code, /^\d{6}$/)
  const stored = await db.selectFrom('self_service_flows').select('code_hash').execute()
  t.notOk(
    stored.some((row) => row.code_hash === code),
    'no code is stored in clear',
  )
  t.same(await flows.send(flow, 'email'), { deliveryMethod: 'email', destination: 'j•••@example.com' })
  const emailed = await latestCode('jordan.lee@example.com')
  t.same(await flows.verify('reset', flow, code), { refused: 'WRONG_CODE' }, 'a new code replaces the old')
  t.same(await flows.verify('reset', flow, emailed), { collectorId: await collectorId('10000000003') })
  t.equal(await flows.verifiedCollector('reset', flow), await collectorId('10000000003'))
  t.equal(await flows.verifiedCollector('retrieve-card', flow), undefined, 'a flow completes only its kind')
})

t.test('the code of one flow never completes another kind', async (t) => {
  const flow = await flows.open('replace-card', await collectorId('10000000003'))
  await flows.send(flow, 'sms')
  t.same(await flows.verify('reset', flow, await latestCode('+447700900003')), { refused: 'CODE_EXPIRED' })
})

t.test('five wrong tries void the code, even the right one afterwards', async (t) => {
  const flow = await flows.open('reset', await collectorId('10000000003'))
  await flows.send(flow, 'sms')
  const code = await latestCode('+447700900003')
  const answers = []
  for (let i = 0; i < 5; i++) answers.push(await flows.verify('reset', flow, wrong(code)))
  t.same(
    answers.map((answer) => ('refused' in answer ? answer.refused : 'ok')),
    ['WRONG_CODE', 'WRONG_CODE', 'WRONG_CODE', 'WRONG_CODE', 'CODE_EXPIRED'],
  )
  t.same(await flows.verify('reset', flow, code), { refused: 'CODE_EXPIRED' })
})

t.test('a code works for 10 minutes, a flow for 30', async (t) => {
  const flow = await flows.open('reset', await collectorId('10000000003'))
  await flows.send(flow, 'sms')
  const code = await latestCode('+447700900003')
  clock += CODE_TTL_MS + 1
  t.same(await flows.verify('reset', flow, code), { refused: 'CODE_EXPIRED' })
  clock += FLOW_TTL_MS
  t.same(await flows.send(flow, 'sms'), { refused: 'FLOW_EXPIRED' })
})

t.test('sends are capped per flow and per address across flows', async (t) => {
  const id = await collectorId('10000000003')
  const first = await flows.open('reset', id)
  const sends = []
  for (let i = 0; i <= MAX_FLOW_SENDS; i++) sends.push(await flows.send(first, 'sms'))
  t.same(sends.at(-1), { refused: 'TOO_MANY_CODES' }, 'one flow sends at most three codes')
  const second = await flows.open('retrieve-card', id)
  const more = []
  for (let i = MAX_FLOW_SENDS; i <= MAX_CODES_PER_ADDRESS; i++) more.push(await flows.send(second, 'sms'))
  t.same(
    more.map((answer) => ('refused' in answer ? answer.refused : 'sent')),
    ['sent', 'sent', 'TOO_MANY_CODES'],
    'five codes an hour to one number, whatever the flow',
  )
  t.same(await flows.send(second, 'email'), { deliveryMethod: 'email', destination: 'j•••@example.com' })
})
