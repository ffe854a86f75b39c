/**
 * The answer of a step that must not run without a shared dependency (a rate-limited sign-in, a
 * captcha or login state that must be used once): 503 at once, in words a collector can act on.
 * Failing closed keeps an outage from opening the guessable steps to brute force.
 */
import { Refusal } from '../errors/refusal.ts'

export const DEPENDENCY_UNAVAILABLE_MESSAGE =
  'Sorry, this is not available right now. Please try again in a few minutes.'

export function dependencyUnavailable(dependency: string, cause?: unknown): Refusal {
  return new Refusal(
    503,
    'DEPENDENCY_UNAVAILABLE',
    DEPENDENCY_UNAVAILABLE_MESSAGE,
    {},
    { cause: { dependency, cause } },
  )
}
