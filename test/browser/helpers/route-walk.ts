/**
 * A walk over routes of the route table in one page, as every-public-route.test.ts and
 * every-signed-in-route.test.ts do it: each route must end on its own screen (the main heading it
 * shows is the one route-headings.ts gives for it, so a route that renders another screen fails),
 * answer no 5xx, and show axe-core no serious or critical violation at 390 or 1280 px.
 */
import type { Page } from 'playwright-core'
import type { Test } from 'tap'
import type { RouteEntry } from '../../../shared/routes/route-entry.ts'
import { type AxeFinding, seriousAxeFindingsAtBothWidths } from './page-checks.ts'
import { ROUTE_HEADINGS } from './route-headings.ts'

/** A value for each path parameter: sandbox ones, so a page shows its content rather than a refusal. */
export const SAMPLES: Readonly<Record<string, string>> = {
  token: 'an-unknown-token-0123456789abcdef',
  year: '2025',
  yirId: '8752126d-251c-4d19-9330-7d0b2d351c3a',
  eventId: 'double-points-weekend',
  id: 'new-year-treats',
  categoryId: 'all',
  brandDetailsKey: 'argos',
  jwtToken: 'eyJhbGciOiJub25lIn0.eyJraW5kIjoiaGVyby1jYXJkIn0.',
  page: 'terms-of-use',
  offerType: 'points-multiplier',
  digitalReceiptId: 'dr-0101',
}

const pathOf = (path: string, samples: Readonly<Record<string, string>>) =>
  path.replace(/:([A-Za-z]+)/g, (_match, name: string) => samples[name] ?? 'sample')

/** How long no request may be in flight before a page counts as settled. */
const QUIET_MS = 150

/**
 * A wait for the page's network to fall quiet: Playwright's `networkidle` with a shorter window (its
 * 500 ms, on each of some 180 routes, was half of a walk's time).
 */
function networkQuiet(page: Page): () => Promise<void> {
  let inFlight = 0
  let changed = () => {}
  page.on('request', () => {
    inFlight += 1
    changed()
  })
  const done = () => {
    inFlight -= 1
    changed()
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return () =>
    new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined
      changed = () => {
        clearTimeout(timer)
        if (inFlight <= 0) timer = setTimeout(resolve, QUIET_MS)
      }
      changed()
    })
}

/** How long a page that shows another heading first may take to move on to the expected one. */
const MOVE_ON_MS = 10_000

/**
 * The page's main heading once it has settled. Some pages move on by themselves first (a sign-in
 * hop says "Signing you in"): when the heading is not yet the expected one, the page is given
 * time to move on, and the heading it then shows is the one compared.
 */
async function settledHeading(page: Page, quiet: () => Promise<void>, expected?: string) {
  await quiet()
  const heading = page.locator('h1').first()
  await heading.waitFor({ timeout: 15_000 })
  if (expected !== undefined && (await heading.innerText()).trim() !== expected) {
    await page
      .waitForFunction((text) => document.querySelector('h1')?.textContent?.trim() === text, expected, {
        timeout: MOVE_ON_MS,
      })
      .catch(() => {})
    await quiet()
    await heading.waitFor({ timeout: 15_000 })
  }
  return (await heading.innerText()).trim()
}

/** How many times a page that loads another document while it is checked is checked again. */
const MOVED_ON_RETRIES = 2

const movedOn = (error: unknown) => /Execution context was destroyed/.test(String(error))

/**
 * The settled heading and axe-core's findings. A page can still load another document after its
 * network fell quiet (on a busy machine, the app's load call may start later than the quiet
 * window): the page is then settled and checked again where it landed.
 */
async function headingAndFindings(page: Page, quiet: () => Promise<void>, expected?: string) {
  for (let retries = MOVED_ON_RETRIES; ; retries -= 1) {
    try {
      const heading = await settledHeading(page, quiet, expected)
      return { heading, findings: await seriousAxeFindingsAtBothWidths(page) }
    } catch (error) {
      if (retries === 0 || !movedOn(error)) throw error
    }
  }
}

/**
 * Opens each route (with its switch forced on) and asserts its heading, its status and axe-core's
 * findings. `offerTitle` stands for `{offer}` in the reviewed headings.
 */
export async function walkRoutes(
  t: Test,
  page: Page,
  routes: readonly RouteEntry[],
  samples: Readonly<Record<string, string>> = SAMPLES,
) {
  const seen: Record<string, string> = {}
  const failed: string[] = []
  const axe: Record<string, AxeFinding[]> = {}
  const quiet = networkQuiet(page)
  const expected = Object.fromEntries(
    routes.map((entry) => [
      entry.path,
      ROUTE_HEADINGS[entry.path]?.replace('{offer}', samples.offerTitle ?? ''),
    ]),
  )
  for (const entry of routes) {
    const path = pathOf(entry.path, samples)
    const query = entry.switch ? `?switches=${entry.switch}` : ''
    const status = (await page.goto(`${path}${query}`))?.status() ?? 0
    if (status >= 500) failed.push(`${path}: ${status}`)
    const { heading, findings } = await headingAndFindings(page, quiet, expected[entry.path])
    seen[entry.path] = heading
    if (findings.length > 0) axe[entry.path] = findings
  }
  t.same(failed, [], 'no route answered 5xx')
  t.same(axe, {}, 'axe-core finds no serious or critical violation at 390 or 1280 px')
  t.same(seen, expected, 'each route shows its own screen (route-headings.ts)')
}
