/**
 * The real gateway with the real reference upstream on loopback, and a small browser: a cookie
 * jar, the client's CSRF headers, captcha solving, and the mailbox the upstream writes to.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { Test } from 'tap'
import { loadConfig } from '../../../config/env.ts'
import { startUpstream } from '../../../server/upstream/server.ts'
import { buildTestGateway, sameOriginHeaders, type TestGateway } from '../../helpers/gateway.ts'
import { seededStoreEnv } from '../../helpers/seeded-store.ts'

export const PREFIX = '/id/start'

export type Product = Awaited<ReturnType<typeof startProduct>>

export async function startProduct(t: Test, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'registration-upstream-'))
  const upstream = await startUpstream(
    loadConfig({
      ...seededStoreEnv(env),
      DATA_DIR: dir,
      UPSTREAM_PORT: '0',
      LOG_LEVEL: 'silent',
      REGISTRATION_COMPLETE_MS: '50',
      ...env,
    }),
  )
  t.teardown(async () => {
    await upstream.close()
    rmSync(dir, { recursive: true, force: true })
  })
  const { port } = upstream.server.address() as AddressInfo
  const gateway = await buildTestGateway(t, {
    UPSTREAM_PORT: String(port),
    CAPTCHA_MAX_NUMBER: '1000',
    ...env,
  })
  return { gateway, upstream, browser: () => new Browser(gateway) }
}

export type Reply = { status: number; body: Record<string, unknown>; headers: Record<string, unknown> }

export class Browser {
  cookie = ''
  /** Every Set-Cookie length seen, to hold the cookie budget. */
  readonly cookieSizes: number[] = []
  readonly gateway: TestGateway
  constructor(gateway: TestGateway) {
    this.gateway = gateway
  }

  async call(
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const response = await this.gateway.inject({
      method,
      url,
      headers: {
        ...sameOriginHeaders(this.gateway.config),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
    const setCookie = response.headers['set-cookie']
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      this.cookieSizes.push(line.length)
      const [pair = ''] = line.split(';')
      this.cookie = /max-age=0|expires=thu, 01 jan 1970/i.test(line) ? '' : pair
    }
    let body: Record<string, unknown> = {}
    try {
      body = response.body ? response.json() : {}
    } catch {
      body = {}
    }
    return { status: response.statusCode, body, headers: response.headers }
  }

  post = (url: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
    this.call('POST', url, payload, headers)
  get = (url: string) => this.call('GET', url)

  /** A solved captcha for the X-Captcha header, as the client's worker makes it. */
  async captcha(): Promise<Record<string, string>> {
    const { body: challenge } = await this.get('/api/captcha/challenge')
    const solution = await solveChallenge({ challenge: challenge as never, deriveKey, timeout: 10_000 })
    if (!solution) throw new Error('captcha not solved')
    return { 'x-captcha': Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') }
  }
}

/** The newest link e-mailed to `to`, read from the local mailbox as a person would. */
export async function mailedLink(product: Product, to: string): Promise<string> {
  const response = await product.gateway.inject({
    method: 'GET',
    url: `/dev/mailbox.json?to=${encodeURIComponent(to)}`,
  })
  const mails = response.json() as { links: string[] }[]
  const link = mails.at(-1)?.links[0]
  if (!link) throw new Error(`no mail to ${to}`)
  return link
}

/** The path and query of a link to the gateway's origin. */
export const pathOf = (link: string) => {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

/** A new browser at the check-email step of the e-mail path, with the link opened in it. */
export async function confirmedBrowser(
  product: Product,
  email: string,
  start: object = { existingCard: 'no' },
) {
  const browser = product.browser()
  await browser.post('/api/registration/start', start)
  const sent = await browser.post(
    '/api/registration/email',
    { email, contactByEmail: true },
    await browser.captcha(),
  )
  if (sent.status !== 200) throw new Error(`email step: ${sent.status} ${JSON.stringify(sent.body)}`)
  if (sent.body.nextStep === 'check-email') await browser.get(pathOf(await mailedLink(product, email)))
  return browser
}

/** The e-mail path of a personal account up to submission; returns the browser and the submit reply. */
export async function submittedBrowser(product: Product, email: string) {
  const browser = await confirmedBrowser(product, email)
  const steps: [string, object][] = [
    ['/api/registration/account-type', { accountType: 'personal' }],
    [
      '/api/registration/customer-details',
      { title: 'Mr', firstName: 'Kit', lastName: 'Marlowe', dateOfBirth: '26/02/1964' },
    ],
    ['/api/registration/address', { address: ['1 High Street', 'London', 'SW1A 1AA'] }],
    ['/api/registration/phone', { memorableName: 'Rex', phoneNumber: '07700900123', countryCode: 'gb' }],
    ['/api/registration/password', { password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass' }],
  ]
  for (const [url, body] of steps) {
    const reply = await browser.post(url, body)
    if (reply.status !== 200) throw new Error(`${url}: ${reply.status} ${JSON.stringify(reply.body)}`)
  }
  const submitted = await browser.post('/api/registration/terms', {
    agreed: true,
    onlineAdvertisingConsent: true,
  })
  return { browser, submitted }
}

/**
 * Polls the sign-up status as the success screen does, with a shorter, growing wait (up to 10 s in
 * all, under the gateway's cap on checks) so a slow machine does not turn into a failure.
 */
export async function settledStatus(browser: Browser) {
  for (let check = 0; check < 20; check += 1) {
    const status = await browser.get('/api/registration/status')
    if (status.body.signUpStatus !== 'PENDING') return status
    await new Promise((resolve) => setTimeout(resolve, Math.min(30 * 2 ** check, 1000)))
  }
  throw new Error('still pending')
}
