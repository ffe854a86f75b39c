/**
 * How the fault matrix makes each family's representative call as the client would: the session,
 * the CSRF headers, a solved captcha, a registration journey brought to the step under test.
 * Each cell starts afresh (a new journey, a new sign-in, a new card or address), so that no cell's
 * rate limit or state reaches the next.
 */
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import { DEMO, gatewayLoginCookie } from '../../upstream/oidc/helper.ts'
import { Browser, pathOf } from '../registration/helpers.ts'
import type { FamilyName } from './fault-table.ts'
import type { FaultStand } from './stand.ts'

export type Answer = { status: number; body: Record<string, unknown> }

/** A cell's call, made once with the fault in place and, for registration, once more after it clears. */
export type Cell = { call: () => Promise<Answer>; browser?: Browser }

const PHONE = { memorableName: 'Rex', phoneNumber: '07700900123', countryCode: 'gb' }

/** A new journey on the e-mail path, confirmed by its mailed link and brought to the phone step. */
export async function journeyAtPhoneStep(stand: FaultStand, email: string): Promise<Browser> {
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

/** Cells by family; `index` makes each cell's identifiers its own. `cookie` is a signed-in session. */
export const CELLS: Record<FamilyName, (stand: FaultStand, index: number, cookie: string) => Promise<Cell>> =
  {
    registration: async (stand, index) => {
      const browser = await journeyAtPhoneStep(stand, `fault-${index}@example.com`)
      return { browser, call: () => browser.post('/api/registration/phone', PHONE) }
    },
    login: async (stand, index) => {
      const browser = new Browser(stand.gateway)
      const captcha = await browser.captcha()
      const cardNumber = String(20_000_000_000 + index)
      return { call: () => browser.post('/api/login/card-check', { cardNumber }, captcha) }
    },
    session: async (stand) => {
      const cookie = await gatewayLoginCookie(stand.gateway, stand.stand, DEMO.card)
      return { call: () => signedIn(stand, cookie)('POST', '/api/session/logout', {}) }
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
        let body: Record<string, unknown> = {}
        try {
          body = response.json()
        } catch {
          body = { text: response.body }
        }
        return { status: response.statusCode, body }
      },
    }),
  }

/** The polled call's cell: a submitted journey whose status is asked for until it is no longer pending. */
export async function pollingCell(stand: FaultStand, index: number): Promise<Cell> {
  const browser = await submittedJourney(stand, `polling-${index}@example.com`)
  return { browser, call: () => browser.get('/api/registration/status') }
}
