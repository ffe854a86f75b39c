import t from 'tap'
import {
  CHALLENGE_TTL_MS,
  MAX_CODE_SENDS,
  mask,
  openChallenge,
  sendCode,
  verifyCode,
} from '../../../server/upstream/two-factor/challenges.ts'
import type { TwoFactorTables } from '../../../server/upstream/two-factor/schema.ts'
import { buildTestUpstream } from '../helpers/upstream.ts'

const upstream = await buildTestUpstream(t)
const db = upstream.db.withTables<TwoFactorTables>()
const collectorId = async (card: string) =>
  (await db.selectFrom('collectors').select('id').where('card_number', '=', card).executeTakeFirstOrThrow())
    .id
const latestCode = async (to: string) =>
  /(\d{6})/.exec((await upstream.outbox.list({ to })).at(-1)?.text ?? '')?.[1] ?? ''

t.test('a code is refused once the challenge has expired', async (t) => {
  let clock = Date.now()
  const now = () => clock
  const token = await openChallenge(db, await collectorId('10000000003'), now)
  t.same(await sendCode(db, upstream.outbox, token, { now, schemeName: 'Nectar' }), {
    deliveryMethod: 'sms',
    destination: '•••• 003',
  })
  const code = await latestCode('+447700900003')
  clock += CHALLENGE_TTL_MS + 1
  t.same(await verifyCode(db, token, code, now), { refused: 'EXPIRED' })
})

t.test('without a mobile the code goes by e-mail; sends are capped', async (t) => {
  const token = await openChallenge(db, await collectorId('10000000004'))
  const sends = []
  for (let i = 0; i <= MAX_CODE_SENDS; i++)
    sends.push(await sendCode(db, upstream.outbox, token, { schemeName: 'Nectar' }))
  t.same(sends[0], { deliveryMethod: 'email', destination: 'm•••@example.com' })
  t.equal(sends.at(-1), undefined, 'one send too many is refused')
  const code = await latestCode('morgan.price@example.com')
  t.match(await verifyCode(db, token, code), { collectorId: String })
})

t.test('an unknown challenge is expired', async (t) => {
  t.same(await verifyCode(db, 'unknown-token-0123456789', '123456'), { refused: 'EXPIRED' })
  t.equal(mask('sms', '+447700900003'), '•••• 003')
})
