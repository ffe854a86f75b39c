/**
 * The year-in-review id the browser keeps ("year-in-review", as `year/id`), so that the events page
 * can lead back to it; logout clears it (registration specification §4 Logout, step 2).
 * Storage may be unavailable (routes specification §8): then nothing is kept.
 */
const YEAR_IN_REVIEW_KEY = 'year-in-review'

export function keepYearInReview(year: number, yirId: string) {
  try {
    localStorage.setItem(YEAR_IN_REVIEW_KEY, `${year}/${yirId}`)
  } catch {
    // Storage blocked: the page still shows; there is just no way back from the events page.
  }
}

/** The kept year in review's path, if any. */
export function keptYearInReviewPath(): string | undefined {
  try {
    const kept = localStorage.getItem(YEAR_IN_REVIEW_KEY)
    return kept && /^\d{4}\/[0-9a-f-]{36}$/i.test(kept) ? `/dataplayback/${kept}` : undefined
  } catch {
    return undefined
  }
}
