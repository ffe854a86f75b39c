/**
 * Drives the registration journey in the browser from wherever it is to its end (success,
 * verify-failed or /register-failed), filling each step as a person would and following the screens
 * the gateway names. Returns the screens visited, in order.
 */
import type { Page } from 'playwright-core'
import type { Test } from 'tap'
import { checkScreen, mailedLink } from './registration.ts'

export type JourneyAnswers = {
  email: string
  accountType?: 'personal' | 'business'
  firstName?: string
  lastName?: string
  dateOfBirth?: string
  postcode?: string
  businessOffers?: boolean
  /** Check (axe, screenshots) these screens on the way. */
  check?: readonly string[]
  /** Called on each screen before it is filled. */
  onScreen?: (segment: string, page: Page) => Promise<void>
}

const ENDS = new Set(['success', 'verify-failed', 'register-failed'])

type Step = (page: Page, answers: JourneyAnswers, origin: string) => Promise<void>

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' }).click()

const STEPS: Record<string, Step> = {
  'enter-email-address': async (page, answers) => {
    await page.getByLabel('Email address').fill(answers.email)
    await continueButton(page)
  },
  'check-email': async (page, answers, origin) => {
    await page.goto(await mailedLink(origin, answers.email, '/api/registration/confirm'))
  },
  'choose-an-account': async (page, answers) => {
    await page.getByRole('button', { name: `Choose ${answers.accountType ?? 'personal'} account` }).click()
  },
  'business-details': async (page) => {
    await page.getByLabel('Business name').fill('Lovelace Engines')
    await page.getByLabel('Number of employees').locator('option').nth(2).waitFor({ state: 'attached' })
    await page.getByLabel('Number of employees').selectOption({ index: 2 })
    await page.getByLabel('What does your business do?').selectOption({ index: 1 })
    await continueButton(page)
  },
  'customer-details': async (page, answers) => {
    await page.getByLabel('Title').selectOption('Mx')
    await page.getByLabel('First name').fill(answers.firstName ?? 'Ada')
    await page.getByLabel('Last name').fill(answers.lastName ?? 'Lovelace')
    await page.getByLabel('Date of birth').fill(answers.dateOfBirth ?? '10/12/1985')
    await continueButton(page)
  },
  address: async (page, answers) => {
    await page.getByLabel('Postcode').fill(answers.postcode ?? 'SW1A 1AA')
    await page.getByLabel('Property number or name').fill('1')
    await page.getByRole('button', { name: 'Find address' }).click()
    await page.getByRole('button', { name: 'Yes, this is my address' }).click({ timeout: 20000 })
  },
  'phone-number': async (page) => {
    await page.getByLabel('Memorable word').fill('Babbage')
    await page.getByLabel('Mobile number').fill('07700900123')
    await continueButton(page)
  },
  'create-a-password': async (page) => {
    await page.getByLabel('Password', { exact: true }).fill('Analytical#Engine1')
    await page.getByLabel('Confirm password', { exact: true }).fill('Analytical#Engine1')
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled,
    )
    await continueButton(page)
  },
  terms: async (page) => {
    await page.getByLabel(/I agree to the Terms/).check()
    await page.getByRole('button', { name: 'Accept and continue' }).click()
  },
  'get-business-offers': async (page, answers) => {
    if (answers.businessOffers) await page.getByRole('switch').check()
    await continueButton(page)
  },
}

function segmentOf(page: Page, prefix: string): string {
  const path = new URL(page.url()).pathname
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length + 1) : path.slice(1)
}

/**
 * A new collector's start: card-check answered "No", then the e-mail step, where `driveJourney`
 * takes over. It waits for that step: read at once after Continue, the page is still card-check.
 */
export async function startNewCollectorJourney(page: Page, prefix: string) {
  await page.goto(`${prefix}/card-check`)
  await page.getByLabel('No', { exact: true }).check()
  await continueButton(page)
  await page.waitForURL(`**${prefix}/enter-email-address`)
}

export async function driveJourney(
  t: Test,
  page: Page,
  options: { prefix: string; origin: string },
  answers: JourneyAnswers,
): Promise<string[]> {
  const visited: string[] = []
  for (let turn = 0; turn < 20; turn += 1) {
    await page.waitForFunction(
      (last) => window.location.pathname !== last && document.querySelector('h1') !== null,
      visited.length > 0 ? `${options.prefix}/${visited.at(-1)}` : '',
      { timeout: 30000 },
    )
    const segment = segmentOf(page, options.prefix)
    visited.push(segment)
    if (answers.check?.includes(segment)) await checkScreen(t, page, `registration-${segment}`)
    await answers.onScreen?.(segment, page)
    if (ENDS.has(segment)) return visited
    const step = STEPS[segment]
    if (!step) throw new Error(`no way to fill ${segment}`)
    await step(page, answers, options.origin)
  }
  throw new Error(`journey did not end: ${visited.join(' → ')}`)
}
