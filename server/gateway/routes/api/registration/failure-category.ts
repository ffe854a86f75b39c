/**
 * Registration failures are told apart by their message (registration specification §8): an
 * existing account (please log in), an inactivated card (not applicable), a problem with an old
 * account (system error), anything else (try again).
 */
import type { RegistrationFailureCategory } from '../../../../../shared/constants/journey.ts'

const RULES: readonly [RegExp, RegistrationFailureCategory][] = [
  [/already (exists|registered|has an account)|please log ?in/i, 'please-log-in'],
  [/inactivated|not applicable/i, 'card-not-applicable'],
  [/old account/i, 'system-error'],
]

export function failureCategory(message: string | undefined): RegistrationFailureCategory {
  return RULES.find(([pattern]) => pattern.test(message ?? ''))?.[1] ?? 'try-again'
}
