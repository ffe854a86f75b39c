import t from 'tap'
import { UNIFORM_ANSWER_MS } from '../../../server/gateway/routes/api/card-self-service/uniform-timing.ts'
import {
  CODE_EXPIRED,
  CODE_REQUIRED,
  NOT_STARTED,
  WRONG_CODE,
} from '../../../shared/contract/card-self-service.ts'
import { CARD_NOT_RECOGNISED, TOO_MANY_ATTEMPTS } from '../../../shared/contract/login.ts'
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import { solve } from '../captcha/helpers.ts'
import { browser, DEMO_PASSWORD, PUBLIC_ORIGIN } from '../login/helpers.ts'
import { ALEX, API, CASEY, startCardSelfServiceStand } from './helpers.ts'

const { gateway, lastCode, outboxSize } = await startCardSelfServiceStand(t)
let ip = 10
const nextBrowser = () => browser(gateway, `10.2.0.${ip++}`)
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
const ACCEPTED = { accepted: true }

t.test('each request step checks the details with the shared messages and needs a captcha', async (t) => {
  const b = nextBrowser()
  const empty = await b.post(`${API}/retrieve-card/request`, { email: '', lastName: '', dateOfBirth: '' })
  t.equal(empty.status, 400)
  t.match(empty.body, {
    code: 'VALIDATION',
    fields: { email: String, lastName: String, dateOfBirth: String },
  })
  const postcode = await b.post(`${API}/replace-card/request`, { ...CASEY, postcode: 'nowhere' })
  t.match(postcode.body, { code: 'VALIDATION', fields: { postcode: String } })
  const bare = await b.post(`${API}/retrieve-card/request`, ALEX, false)
  t.same([bare.status, bare.body.code], [403, 'CAPTCHA'])
  const send = await b.post(`${API}/send-code`, { deliveryMethod: 'email' }, false)
  t.same([send.status, send.body.code], [403, 'CAPTCHA'], 'the code send too')
})

t.test('a captcha solution passes once: replayed, it is refused', async (t) => {
  const address = '10.3.0.1'
  const challenge = await gateway.inject({
    method: 'GET',
    url: '/api/captcha/challenge',
    remoteAddress: address,
  })
  const solution = await solve(challenge.json())
  const post = () =>
    gateway.inject({
      method: 'POST',
      url: `${API}/retrieve-card/request`,
      headers: { ...sameOriginHeaders({ PUBLIC_ORIGIN }), 'x-captcha': solution },
      payload: ALEX,
      remoteAddress: address,
    })
  t.equal((await post()).statusCode, 202)
  const replay = await post()
  t.same([replay.statusCode, replay.json().code], [403, 'CAPTCHA'])
})

t.test('retrieve a card: details, a code by SMS, then the number and barcode, once', async (t) => {
  const b = nextBrowser()
  const early = await b.post(`${API}/retrieve-card/validate`, { code: '123456' })
  t.same([early.status, early.body], [409, { code: 'NOT_STARTED', message: NOT_STARTED }])
  t.same(
    (await b.post(`${API}/retrieve-card/request`, { ...ALEX, email: ' Alex.Taylor@Example.com' })).body,
    ACCEPTED,
  )
  t.same((await b.post(`${API}/send-code`, { deliveryMethod: 'sms' })).body, ACCEPTED)
  const code = await lastCode('+447700900001')
  const malformed = await b.post(`${API}/retrieve-card/validate`, { code: '12' })
  t.same(malformed.body, { code: 'VALIDATION', message: CODE_REQUIRED, fields: { code: CODE_REQUIRED } })
  const shown = await b.post(`${API}/retrieve-card/validate`, { code })
  t.equal(shown.status, 200)
  t.equal(shown.body.cardNumber, '10000000001')
  t.match(shown.body.barcode, /^data:image\/png;base64,iVBORw0KGgo/)
  t.equal(shown.headers['cache-control'], 'no-store')
  const again = await b.post(`${API}/retrieve-card/validate`, { code })
  t.same([again.status, again.body.code], [409, 'NOT_STARTED'], 'the flow is over')
})

t.test('unknown details: the same status, body and time, no message, and no code works', async (t) => {
  const timed = async (details: typeof ALEX) => {
    const b = nextBrowser()
    const started = performance.now()
    const request = await b.post(`${API}/retrieve-card/request`, details)
    const send = await b.post(`${API}/send-code`, { deliveryMethod: 'email' })
    return { b, request, send, ms: performance.now() - started }
  }
  const runs = { known: [] as number[], unknown: [] as number[] }
  for (let i = 0; i < 3; i++) {
    const before = await outboxSize()
    const known = await timed(ALEX)
    t.equal(await outboxSize(), before + 1, 'a code for the known collector')
    const unknown = await timed({ ...ALEX, email: `nobody.${i}@example.com` })
    t.equal(await outboxSize(), before + 1, 'nothing for unknown details')
    t.same([unknown.request.status, unknown.request.body], [known.request.status, known.request.body])
    t.same([unknown.send.status, unknown.send.body], [known.send.status, known.send.body])
    runs.known.push(known.ms)
    runs.unknown.push(unknown.ms)
    const refused = await unknown.b.post(`${API}/retrieve-card/validate`, {
      code: await lastCode(ALEX.email),
    })
    t.same([refused.status, refused.body], [400, { code: 'WRONG_CODE', message: WRONG_CODE }])
  }
  // Each of the two steps waits for the floor (uniform-timing.test.ts shows on a test clock that
  // both kinds of answer leave at it): the time can only be longer, never tell them apart by less.
  const floor = 2 * UNIFORM_ANSWER_MS
  t.ok(
    runs.known.every((ms) => ms >= floor),
    'the known collector waits for the uniform floor',
  )
  t.ok(
    runs.unknown.every((ms) => ms >= floor),
    'unknown details wait for the same floor',
  )
})

t.test('the fifth wrong code ends the flow and the right code no longer works', async (t) => {
  const b = nextBrowser()
  await b.post(`${API}/retrieve-card/request`, {
    ...ALEX,
    email: 'sam.patel@example.com',
    lastName: 'Patel',
    dateOfBirth: '2/11/1975',
  })
  await b.post(`${API}/send-code`, { deliveryMethod: 'email' })
  const code = await lastCode('sam.patel@example.com')
  const codes = []
  for (let i = 0; i < 5; i++)
    codes.push((await b.post(`${API}/retrieve-card/validate`, { code: wrong(code) })).body.code)
  t.same(codes, ['WRONG_CODE', 'WRONG_CODE', 'WRONG_CODE', 'WRONG_CODE', 'CODE_EXPIRED'])
  const after = await b.post(`${API}/retrieve-card/validate`, { code })
  t.same([after.status, after.body.code], [409, 'NOT_STARTED'])
  t.equal(CODE_EXPIRED.length > 0, true)
})

t.test('replace a lost card: the old card is refused and the new one signs in', async (t) => {
  const b = nextBrowser()
  t.same((await b.post(`${API}/replace-card/request`, CASEY)).body, ACCEPTED)
  const mixed = await b.post(`${API}/retrieve-card/validate`, { code: '123456' })
  t.same([mixed.status, mixed.body.code], [409, 'NOT_STARTED'], 'a replacement is not a retrieval')
  await b.post(`${API}/send-code`, { deliveryMethod: 'email' })
  const replaced = await b.post(`${API}/replace-card/validate`, {
    code: await lastCode('casey.morgan@example.com'),
    replacementType: 'STOLEN',
  })
  t.equal(replaced.status, 200)
  t.match(replaced.body, {
    cardNumber: /^[4-9]\d{10}$/,
    replacementType: 'STOLEN',
    expectedArrival: /^\d{4}-\d{2}-\d{2}$/,
  })
  const notice = (await lastCode('casey.morgan@example.com')) === '' ? 'notice' : 'code'
  t.equal(notice, 'notice', 'the last message is the arrival notice, not a code')

  const login = nextBrowser()
  const old = await login.post('/api/login/card-check', { cardNumber: '10000000005' })
  t.same(
    [old.status, old.body],
    [400, { code: 'DN11', message: CARD_NOT_RECOGNISED }],
    'the old card is refused',
  )
  const fresh = await login.post('/api/login/card-check', { cardNumber: String(replaced.body.cardNumber) })
  t.equal(fresh.body.nextStep, 'DO_LOGIN')
  const signedIn = await login.post('/api/login/password', { password: DEMO_PASSWORD })
  t.match(signedIn.body.redirectTo, /login_token=/, 'the new card signs in with the same password')
})

t.test('requests for one identity are limited across client addresses', async (t) => {
  const statuses = []
  for (let i = 0; i < 6; i++) {
    const answer = await nextBrowser().post(`${API}/replace-card/request`, { ...CASEY, lastName: 'Limited' })
    statuses.push(answer.status)
    if (answer.status === 429) t.same(answer.body, { code: 'RATE_LIMITED', message: TOO_MANY_ATTEMPTS })
  }
  t.same(statuses, [202, 202, 202, 202, 202, 429])
})

t.test('no code asked for, or none possible: the same answers as a match', async (t) => {
  const known = nextBrowser()
  const unknown = nextBrowser()
  await known.post(`${API}/replace-card/request`, CASEY)
  await unknown.post(`${API}/replace-card/request`, { ...CASEY, lastName: 'Nobody' })
  for (const b of [known, unknown]) {
    const early = await b.post(`${API}/replace-card/validate`, { code: '123456', replacementType: 'LOST' })
    t.same(
      [early.status, early.body.code],
      [409, 'NOT_STARTED'],
      'a code is checked only once one was asked for',
    )
  }
  const before = await outboxSize()
  const noMobile = await known.post(`${API}/send-code`, { deliveryMethod: 'sms' })
  const noMatch = await unknown.post(`${API}/send-code`, { deliveryMethod: 'sms' })
  t.same(
    [noMobile.status, noMobile.body],
    [noMatch.status, noMatch.body],
    'no mobile on file looks like no match',
  )
  t.equal(await outboxSize(), before, 'nothing sent')
})
