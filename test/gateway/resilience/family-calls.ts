/**
 * How the fault matrix makes each family's representative call as the client would: the session,
 * the CSRF headers, a solved captcha, a registration journey brought to the step under test.
 * Each cell starts afresh (a new journey, a new sign-in, a new card or address), so that no cell's
 * rate limit or state reaches the next.
 */
import type { Test } from 'tap'
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import { DEMO, gatewayLoginCookie } from '../../upstream/oidc/helper.ts'
import { Browser, pathOf } from '../registration/helpers.ts'
import type { FamilyName } from './fault-table.ts'
import type { FaultStand } from './stand.ts'

export type Answer = { status: number; body: Record<string, unknown> }

/**
 * A cell's call, made with the fault in place, and what must hold after it: a registration journey
 * still on its step and going on once the fault clears, a logout that signed out all the same.
 */
export type Cell = { call: () => Promise<Answer>; after?: (t: Test) => Promise<void> }

const PHONE = { memorableName: 'Rex', phoneNumber: '07700900123', countryCode: 'gb' }

/** A new journey on the e-mail path, confirmed by its mailed link and brought to the phone step. */
async function journeyAtPhoneStep(stand: FaultStand, email: string): Promise<Browser> {
  const browser = new Browser(stand.gateway)
  await browser.post('/api/registration/start', { existingCard: 'no' })
  await browser.post('/api/registration/email', { email, contactByEmail: true }, await browser.captcha())
  const mailbox = await browser.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)
  const [mail] = mailbox.body as unknown as { links: string[] }[]
  await browser.get(pathOf(mail?.links[0] ?? ''))
  const steps: [string, object][] = [
    ['/api/registration/account-type', { accountType: 'personal' }],
    [
      '/api/registration/customer-details',
      { title: 'Mr', firstName: 'Kit', lastName: 'Marlowe', dateOfBirth: '26/02/1964' },
    ],
    ['/api/registration/address', { address: ['1 High Street', 'London', 'SW1A 1AA'] }],
  ]
  for (const [url, body] of steps) {
    const reply = await browser.post(url, body)
    if (reply.status !== 200) throw new Error(`${url}: ${reply.status} ${JSON.stringify(reply.body)}`)
  }
  return browser
}

/** A journey submitted and waiting for the upstream to complete it. */
async function submittedJourney(stand: FaultStand, email: string): Promise<Browser> {
  const browser = await journeyAtPhoneStep(stand, email)
  const steps: [string, object][] = [
    ['/api/registration/phone', PHONE],
    ['/api/registration/password', { password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass' }],
    ['/api/registration/terms', { agreed: true, onlineAdvertisingConsent: true }],
  ]
  for (const [url, body] of steps) {
    const reply = await browser.post(url, body)
    if (reply.status !== 200) throw new Error(`${url}: ${reply.status} ${JSON.stringify(reply.body)}`)
  }
  return browser
}

function signedIn(stand: FaultStand, cookie: string) {
  return async (method: 'GET' | 'POST', url: string, payload?: object): Promise<Answer> => {
    const response = await stand.gateway.inject({
      method,
      url,
      headers: { cookie, ...sameOriginHeaders(stand.gateway.config) },
      ...(payload ? { payload } : {}),
    })
    return { status: response.statusCode, body: response.body ? response.json() : {} }
  }
}

const get = (stand: FaultStand, cookie: string, url: string): Cell => ({
  call: () => signedIn(stand, cookie)('GET', url),
})

/** A family's cell; `index` makes each cell's identifiers its own, `cookie` is a signed-in session. */
type MakeCell = (stand: FaultStand, index: number, cookie: string) => Promise<Cell>

/** After a fault on the phone step: still there, and the step sent again once the fault clears goes on. */
const journeyKept = (stand: FaultStand, browser: Browser, call: Cell['call']) => async (t: Test) => {
  t.equal((await browser.get('/api/registration/state')).body.step, 'phone-number', 'step kept')
  stand.proxy.clear()
  const again = await call()
  t.equal(again.status, 200, 'sent again, it is answered')
  t.same(again.body, { nextStep: 'create-a-password' }, 'and the journey goes on')
}

export const CELLS: Record<FamilyName, MakeCell> = {
  registration: async (stand, index) => {
    const browser = await journeyAtPhoneStep(stand, `fault-${index}@example.com`)
    const call = () => browser.post('/api/registration/phone', PHONE)
    return { call, after: journeyKept(stand, browser, call) }
  },
  login: async (stand, index) => {
    const browser = new Browser(stand.gateway)
    const captcha = await browser.captcha()
    const cardNumber = String(20_000_000_000 + index)
    return { call: () => browser.post('/api/login/card-check', { cardNumber }, captcha) }
  },
  session: async (stand) => {
    const as = signedIn(stand, await gatewayLoginCookie(stand.gateway, stand.stand, DEMO.card))
    return {
      call: () => as('POST', '/api/session/logout', {}),
      after: async (t) =>
        void t.same((await as('GET', '/api/session')).body, { signedIn: false }, 'signed out all the same'),
    }
  },
  offers: async (stand, _index, cookie) => get(stand, cookie, '/api/offers'),
  brands: async (stand, _index, cookie) => get(stand, cookie, '/api/brands?keys=argos'),
  vouchers: async (stand, _index, cookie) => get(stand, cookie, '/api/vouchers'),
  activity: async (stand, _index, cookie) => get(stand, cookie, '/api/activity/transactions'),
  account: async (stand, _index, cookie) => get(stand, cookie, '/api/account/details'),
  'self-service': async (stand, index) => {
    const browser = new Browser(stand.gateway)
    const captcha = await browser.captcha()
    const email = `reset-${index}@example.com`
    return { call: () => browser.post('/api/self-service/password-reset', { email }, captcha) }
  },
  content: async (stand) => ({
    call: async () => {
      const response = await stand.gateway.inject({ method: 'GET', url: '/documents-api/faqs.json' })
      try {
        return { status: response.statusCode, body: response.json() }
      } catch {
        return { status: response.statusCode, body: { text: response.body } }
      }
    },
  }),
}

/** The polled call's cell: a submitted journey whose status is asked for until it is no longer pending. */
export async function pollingCell(stand: FaultStand, index: number): Promise<Cell> {
  const browser = await submittedJourney(stand, `polling-${index}@example.com`)
  return { call: () => browser.get('/api/registration/status') }
}
