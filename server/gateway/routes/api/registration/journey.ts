/**
 * The registration journey as a state machine kept in the session: each path (email, analog card,
 * ghost card; personal or business account) is an ordered list of screens, `nextStep` is the
 * furthest one allowed, and a step answers with the screen that follows it. Screens after
 * `nextStep` are refused, earlier ones may be revisited.
 * @see https://github.com/govuk-one-login/authentication-frontend/blob/main/src/components/common/state-machine/state-machine-executor.ts
 */
import type { RegistrationScreen } from '../../../../../shared/contract/registration.ts'
import type { RegistrationState } from '../../../plugins/app/session/session-data.ts'

const ACCOUNT: Record<'personal' | 'business', readonly RegistrationScreen[]> = {
  personal: ['customer-details', 'address', 'phone-number', 'create-a-password', 'terms', 'success'],
  // The business holder's own details follow the business's.
  business: [
    'business-details',
    'customer-details',
    'address',
    'phone-number',
    'create-a-password',
    'terms',
    'get-business-offers',
    'success',
  ],
}

/** A journey that has moved on: it always knows its furthest screen. */
export type AdvancedState = RegistrationState & { nextStep: RegistrationScreen }

const EMAIL_STEPS = ['enter-email-address', 'check-email'] as const

/** The screens of the journey the state is on, in order. */
function journeyOf(state: RegistrationState): readonly RegistrationScreen[] {
  const account = ACCOUNT[state.accountType ?? 'personal']
  if (!state.existingCard) return ['card-check', ...EMAIL_STEPS, 'choose-an-account', ...account]
  if (state.userType === 'ANALOG')
    // The card holder's address is on file (DO_CONFIRM_SIGN_UP_SKIP_ADDRESS).
    return [
      'card-check',
      'enter-collector-id',
      'customer-details',
      ...EMAIL_STEPS,
      'phone-number',
      'create-a-password',
      'terms',
      'success',
    ]
  if (state.userType === 'GHOST')
    return ['card-check', 'enter-collector-id', ...EMAIL_STEPS, 'choose-an-account', ...account]
  return ['card-check', 'enter-collector-id']
}

/** Whether the journey lets the collector submit `screen` now. */
export function allows(state: RegistrationState | undefined, screen: RegistrationScreen): boolean {
  if (!state?.nextStep) return false
  // Once submitted, only the success screen remains.
  if (state.signUpStatus) return screen === 'success'
  const journey = journeyOf(state)
  const at = journey.indexOf(screen)
  return at !== -1 && at <= journey.indexOf(state.nextStep)
}

/** The screen after `screen` on the state's journey. */
function following(state: RegistrationState, screen: RegistrationScreen): RegistrationScreen {
  const journey = journeyOf(state)
  return journey[journey.indexOf(screen) + 1] ?? 'success'
}

/**
 * The state after `screen` was done: `nextStep` moves on to the following screen, or stays
 * further on when the collector came back to an earlier screen. `restart` (a new e-mail, another
 * account type) makes the following screen the furthest again.
 */
export function advance(
  state: RegistrationState,
  screen: RegistrationScreen,
  changes: Partial<RegistrationState> = {},
  { restart = false } = {},
): AdvancedState {
  const next = { ...state, ...changes }
  const after = following(next, screen)
  const journey = journeyOf(next)
  const current = state.nextStep ? journey.indexOf(state.nextStep) : -1
  const keep = !restart && current > journey.indexOf(after)
  return { ...next, nextStep: keep && state.nextStep ? state.nextStep : after }
}
