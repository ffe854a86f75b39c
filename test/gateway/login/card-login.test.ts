import { randomUUID } from 'node:crypto'
import t from 'tap'
import { hashPassword } from '../../../server/upstream/auth/passwords.ts'
import {
  CARD_NOT_APPLICABLE,
  CARD_NOT_RECOGNISED,
  CODE_EXPIRED,
  TOO_MANY_ATTEMPTS,
  WRONG_CODE,
  WRONG_PASSWORD,
} from '../../../shared/contract/login.ts'
import { browser, DEMO_PASSWORD, startLoginStand } from './helpers.ts'

const { upstream, gateway } = await startLoginStand(t)
const PREFIX = '/id/start'
let ip = 10
const nextBrowser = () => browser(gateway, `10.0.0.${ip++}`)

const lastCode = async (to: string) => {
  const messages = await upstream.outbox.list({ to })
  return /(\d{6})/.exec(messages.at(-1)?.text ?? '')?.[1] ?? ''
}

t.test('card-number messages of a request that skips the client, with the scheme name', async (t) => {
  const b = nextBrowser()
  const cases = [
    ['', 'Enter your Nectar card number'],
    ['12ab', 'Enter a valid Nectar card number'],
    ['1234', 'Enter a Nectar card number that has 11 numbers'],
  ] as const
  for (const [cardNumber, message] of cases) {
    const answer = await b.post('/api/login/card-check', { cardNumber })
    t.equal(answer.status, 400)
    t.same(answer.body, { code: 'VALIDATION', message, fields: { cardNumber: message } })
  }
})

t.test('the card check needs a captcha', async (t) => {
  const answer = await nextBrowser().post('/api/login/card-check', { cardNumber: '10000000001' }, false)
  t.equal(answer.status, 403)
  t.equal(answer.body.code, 'CAPTCHA')
})

t.test('each next step of the card check', async (t) => {
  const b = nextBrowser()
  t.same((await b.post('/api/login/card-check', { cardNumber: '10000000001', next: '/account' })).body, {
    nextStep: 'DO_LOGIN',
    redirectTo: `${PREFIX}/enter-password`,
  })
  t.same((await b.get('/api/login/state')).body, { step: 'password', skipCollectorId: true })
  const analog = await b.post('/api/login/card-check', { cardNumber: '20000000001' })
  t.same(analog.body, { nextStep: 'DO_VERIFY_ANALOGUE_NECTAR', redirectTo: `${PREFIX}/customer-details` })
  t.match(
    (await b.get('/api/registration/state')).body,
    {
      active: true,
      step: 'customer-details',
      userType: 'ANALOG',
    },
    'the registration journey goes on in analog mode',
  )
  const dn11 = await b.post('/api/login/card-check', { cardNumber: '99999999999' })
  t.same([dn11.status, dn11.body], [400, { code: 'DN11', message: CARD_NOT_RECOGNISED }])
  const inactive = await b.post('/api/login/card-check', { cardNumber: '30000000001' })
  t.same(
    [inactive.status, inactive.body],
    [400, { code: 'CARD_NOT_APPLICABLE', message: CARD_NOT_APPLICABLE }],
  )
})

t.test('password login: state required, empty and wrong password, then the identity start', async (t) => {
  const b = nextBrowser()
  const early = await b.post('/api/login/password', { password: DEMO_PASSWORD })
  t.same(
    [early.status, early.body.code, early.body.redirectTo],
    [409, 'LOGIN_NOT_STARTED', `${PREFIX}/enter-card-number`],
  )
  await b.post('/api/login/card-check', { cardNumber: '10000000001', next: '/account' })
  const empty = await b.post('/api/login/password', { password: '' })
  t.same(empty.body, {
    code: 'VALIDATION',
    message: 'Enter your password',
    fields: { password: 'Enter your password' },
  })
  const wrong = await b.post('/api/login/password', { password: 'not-it' })
  t.same([wrong.status, wrong.body], [400, { code: 'WRONG_PASSWORD', message: WRONG_PASSWORD }])
  const right = await b.post('/api/login/password', { password: DEMO_PASSWORD })
  t.equal(right.status, 200)
  t.match(
    right.body.redirectTo,
    /^\/api\/login\/identity\/start\?next=%2Faccount&login_token=[A-Za-z0-9_-]{40,}$/,
  )
  t.same((await b.get('/api/login/state')).body.step, 'card-number', 'the login state is used up')
})

t.test('the login token signs in at the identity start', async (t) => {
  const b = nextBrowser()
  await b.post('/api/login/card-check', { cardNumber: '10000000001' })
  const right = await b.post('/api/login/password', { password: DEMO_PASSWORD })
  const start = await gateway.inject({
    method: 'GET',
    url: String(right.body.redirectTo),
    headers: { cookie: b.cookie() },
    remoteAddress: '10.1.0.1',
  })
  t.equal(start.statusCode, 302)
  const location = new URL(String(start.headers.location))
  t.equal(location.pathname, '/oidc/auth')
  t.match(location.searchParams.get('login_token'), /^[A-Za-z0-9_-]{40,}$/)
  t.equal(location.searchParams.get('login_hint'), '10000000001', 'the card number, for the login page')
})

t.test('device two-factor (141): code from the outbox, wrong code, resend', async (t) => {
  const b = nextBrowser()
  await b.post('/api/login/card-check', { cardNumber: '10000000003' })
  const answer = await b.post('/api/login/password', { password: DEMO_PASSWORD })
  t.same(answer.body, { redirectTo: `${PREFIX}/two-factor` })
  t.same((await b.get('/api/login/state')).body, {
    step: 'two-factor',
    skipCollectorId: true,
    deliveryMethod: 'sms',
    destination: '•••• 003',
  })
  const first = await lastCode('+447700900003')
  const wrong = await b.post(
    '/api/login/two-factor/verify',
    { code: first === '000000' ? '111111' : '000000' },
    false,
  )
  t.same([wrong.status, wrong.body], [400, { code: 'WRONG_CODE', message: WRONG_CODE }])
  const resent = await b.post('/api/login/two-factor/resend', {}, false)
  t.same(resent.body, { deliveryMethod: 'sms', destination: '•••• 003' })
  const second = await lastCode('+447700900003')
  if (first !== second) {
    const old = await b.post('/api/login/two-factor/verify', { code: first }, false)
    t.same(old.body, { code: 'WRONG_CODE', message: WRONG_CODE }, 'the earlier code stops working')
  }
  const right = await b.post('/api/login/two-factor/verify', { code: second }, false)
  t.equal(right.status, 200)
  t.match(right.body.redirectTo, /^\/api\/login\/identity\/start\?login_token=/)
  const again = await b.post('/api/login/two-factor/verify', { code: second }, false)
  t.equal(again.status, 409, 'the challenge is used once')
})

t.test('DN57: a 400 with code 57, the login start and a token', async (t) => {
  const b = nextBrowser()
  await b.post('/api/login/card-check', { cardNumber: '10000000004' })
  const answer = await b.post('/api/login/password', { password: DEMO_PASSWORD })
  t.equal(answer.status, 400)
  t.match(answer.body, {
    code: '57',
    errorCode: 'DN57',
    message: 'Please log in again to continue.',
    loginUrl: '/api/login/identity/start',
    token: /^[A-Za-z0-9_-]{40,}$/,
  })
})

t.test('rate limits answer 429 with the message', async (t) => {
  const b = nextBrowser()
  let last = { status: 0, body: {} as Record<string, unknown> }
  for (let i = 0; i < 21; i++) last = await b.post('/api/login/card-check', { cardNumber: '' }, false)
  t.same([last.status, last.body], [429, { code: 'RATE_LIMITED', message: TOO_MANY_ATTEMPTS }], 'per client')

  // Per card, across client addresses: the eleventh check of one card is refused.
  const statuses: number[] = []
  for (let i = 0; i < 11; i++) {
    const other = browser(gateway, `10.2.0.${i + 1}`)
    statuses.push((await other.post('/api/login/card-check', { cardNumber: '10000000002' })).status)
  }
  t.same(statuses, [...Array(10).fill(200), 429], 'per card number')
})

t.test('two-factor verify expires after the upstream ends the challenge', async (t) => {
  const b = nextBrowser()
  await b.post('/api/login/card-check', { cardNumber: '10000000003' })
  await b.post('/api/login/password', { password: DEMO_PASSWORD })
  const code = await lastCode('+447700900003')
  const wrongCode = code === '000000' ? '111111' : '000000'
  const answers = []
  for (let i = 0; i < 5; i++)
    answers.push((await b.post('/api/login/two-factor/verify', { code: wrongCode }, false)).body.code)
  t.same(answers, ['WRONG_CODE', 'WRONG_CODE', 'WRONG_CODE', 'WRONG_CODE', 'CODE_EXPIRED'])
  const late = await b.post('/api/login/two-factor/verify', { code }, false)
  t.same(late.body, { code: 'CODE_EXPIRED', message: CODE_EXPIRED })
})

t.test(
  'a collector added to the shared collectors table (as registration does) signs in the same way',
  async (t) => {
    await upstream.db
      .insertInto('collectors')
      .values({
        id: randomUUID(),
        card_number: '10000000099',
        email: 'new.member@example.com',
        password_hash: await hashPassword('New-Member-2026!'),
        title: null,
        first_name: 'Nia',
        last_name: 'Member',
        date_of_birth: null,
        phone_number: null,
        country_code: null,
        memorable_name: null,
        user_type: 'personal',
        status: 'active',
      })
      .execute()
    const b = nextBrowser()
    t.equal((await b.post('/api/login/card-check', { cardNumber: '10000000099' })).body.nextStep, 'DO_LOGIN')
    const answer = await b.post('/api/login/password', { password: 'New-Member-2026!' })
    t.match(answer.body.redirectTo, /^\/api\/login\/identity\/start\?login_token=/)
  },
)
