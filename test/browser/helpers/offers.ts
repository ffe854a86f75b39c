/** What the offers browser files need beyond signing in: the collector's offers and finding one of them. */
import type { Page } from 'playwright-core'
import type { Offer } from '../../../shared/contract/offers.ts'

/** The collector's offers as the gateway answers them now. */
export const offersOf = async (page: Page): Promise<Offer[]> =>
  ((await (await page.request.get('/api/offers')).json()) as { offers: Offer[] }).offers

/** Offers whose title no other offer shares, so that one is found by its heading alone. */
export const uniquelyTitled = (offers: Offer[]) =>
  offers.filter((offer) => offers.filter((other) => other.title === offer.title).length === 1)

/** Waits for the gateway's answer to a state change (the page shows the new state before it). */
export const stateChangeAnswered = (page: Page) =>
  page.waitForResponse((response) => /\/api\/offers\/[^/]+\/state$/.test(new URL(response.url()).pathname))

/** Lets the page finish what an answer set off (a popup opens in the same turn as the cache update). */
export const settled = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)))

/** Whether the element with focus is inside `selector`. */
export const focusedIn = (page: Page, selector: string) =>
  page.evaluate((within) => Boolean(document.activeElement?.closest(within)), selector)
