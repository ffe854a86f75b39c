/**
 * Sign-in steps the browser files share: the identity provider's own login page, the first page
 * past the login, who the gateway says is signed in, and a one-time login token obtained the way
 * the product gets one (the reference upstream's password login, POST /collector/sessions).
 */
import type { APIRequestContext, Page } from 'playwright-core'
import type { SessionInfo } from '../../../shared/contract/session.ts'
import type { Product } from './product.ts'

export const DEMO_PASSWORD = 'Points&Prizes42'
export const ALEX = { card: '10000000001', email: 'alex.taylor@example.com', firstName: 'Alex' } as const

/** Waits for the provider's login page (on /oidc of the same origin); answers when it showed. */
export async function providerLoginPage(page: Page): Promise<number> {
  await page.waitForURL('**/oidc/**', { timeout: 20000 })
  await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor()
  return performance.now()
}

/** Fills the provider's login form and presses 'Log in'; answers the moment of the press. */
export async function logInAtProvider(page: Page, identifier: string): Promise<number> {
  await providerLoginPage(page)
  await page.getByLabel('Card number or email').fill(identifier)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  const pressed = performance.now()
  await page.getByRole('button', { name: 'Log in' }).click()
  return pressed
}

/** Waits for the page at `path` (path and query) after the login; answers when it was reached. */
export async function landedOn(page: Page, path: string): Promise<number> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path, { timeout: 30000 })
  return performance.now()
}

export async function sessionOf(request: APIRequestContext): Promise<SessionInfo> {
  return (await (await request.get('/api/session')).json()) as SessionInfo
}

/** Every URL the page's main frame showed, history navigations included. */
export function recordNavigations(page: Page): string[] {
  const seen: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url())
  })
  return seen
}

/**
 * A fresh one-time login token for a demo card, as a partner that signed the collector in would
 * hold: the upstream's card check gives the collector id, its password login the token.
 */
export async function issueLoginToken(product: Product, card: string): Promise<string> {
  const call = async (path: string, body: unknown) => {
    const response = await fetch(`${product.upstreamOrigin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', channel: 'web' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    return (await response.json()) as Record<string, unknown>
  }
  const { collectorId } = await call('/progressive/card-check', { cardNumber: card, purpose: 'login' })
  const { loginToken } = await call('/collector/sessions', { collectorId, password: DEMO_PASSWORD })
  if (typeof loginToken !== 'string') throw new Error('no login token in the answer')
  return loginToken
}
