/**
 * Helpers for the registration journey suites: the alerts on screen, the checks every screen gets
 * (axe, screenshots), the e-mailed link from the local outbox, and, for the suites that say so,
 * stubs of single gateway answers installed inside the test with page.route.
 */
import type { Page } from 'playwright-core'
import type { Test } from 'tap'
import type { RegistrationStateResponse } from '../../../shared/contract/registration.ts'
import { screenshots, seriousAxeFindings } from './page-checks.ts'

/** The text of every role="alert" on the page, without the visually hidden "Error: " prefix. */
/**
 * The card-number field's three messages (routes specification §5), in the specification's words
 * with the configured scheme name: the value typed, and the message it must show.
 */
export const cardNumberCases = (schemeName: string) =>
  [
    ['', `Enter your ${schemeName} card number`],
    ['12ab', `Enter a valid ${schemeName} card number`],
    ['123', `Enter a ${schemeName} card number that has 11 numbers`],
  ] as const

export async function alertTexts(page: Page): Promise<string[]> {
  const texts = await page.getByRole('alert').allTextContents()
  return texts.map((text) => text.replace(/^Error: /u, '').trim())
}

/** axe (no serious or critical findings) and screenshots at 390 and 1280 px. */
export async function checkScreen(t: Test, page: Page, name: string) {
  t.same(await seriousAxeFindings(page), [], `${name}: axe finds no serious or critical violations`)
  await screenshots(page, name)
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** The newest e-mail link to `to` in the outbox, waiting for it to arrive. */
export async function mailedLink(
  origin: string,
  to: string,
  contains: string,
  timeoutMs = 10000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const response = await fetch(`${origin}/dev/mailbox.json?to=${encodeURIComponent(to)}`)
    const entries = (await response.json()) as { links: string[] }[]
    const link = entries
      .flatMap((entry) => entry.links)
      .reverse()
      .find((href) => href.includes(contains))
    if (link) return link
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no e-mail to ${to} with a link containing ${contains}`)
}

const ACTIVE_STATE: RegistrationStateResponse = {
  active: true,
  step: 'customer-details',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  pwdValidity: 'NA',
  registrationDone: false,
  hasAddress: false,
}

/** Stub: GET /api/registration/state answers `state` (a journey in progress). */
export async function stubState(page: Page, state: Partial<RegistrationStateResponse> = {}) {
  await page.route('**/api/registration/state', (route) =>
    route.fulfill({ status: 200, json: { ...ACTIVE_STATE, ...state } }),
  )
}

/** Stub: one call answers `status` with `json`. */
export async function stubCall(page: Page, path: string, status: number, json: unknown) {
  await page.route(`**${path}`, (route) => route.fulfill({ status, json }))
}
