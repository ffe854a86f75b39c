/**
 * What every registration route shares: the journey in the session, and its refusals, thrown and
 * answered by the error handler as the contract declares them: a step out of order (409 with the
 * step to go to), field-rule failures (400 with the client's own messages).
 */
import type { FastifyRequest } from 'fastify'
import type { RegistrationScreen, StepResponse } from '../../../../../shared/contract/registration.ts'
import { invalidFields, Refusal } from '../../../errors/refusal.ts'
import type { RegistrationState } from '../../../plugins/app/session/session-data.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import { failureCategory } from './failure-category.ts'
import { advance, allows } from './journey.ts'

const OUT_OF_ORDER_MESSAGE = 'Please complete the earlier steps first'

/** The journey's refusals, each with its status, code and the fields of its declared answer. */
export const refusals = {
  /** 409: the journey does not allow this step now; `nextStep` is where it stands. */
  outOfOrder: (nextStep?: RegistrationScreen, message = OUT_OF_ORDER_MESSAGE) =>
    new Refusal(409, 'STEP_OUT_OF_ORDER', message, nextStep ? { nextStep } : {}),
  /** 400 VALIDATION: each field's message, the first as the message. */
  invalid: invalidFields,
  /** 422 CARD_NOT_APPLICABLE: an inactivated card, with the failure category its message gives. */
  cardNotApplicable: (message: string) =>
    new Refusal(422, 'CARD_NOT_APPLICABLE', message, { category: failureCategory(message) }),
  /** 400 PHONE_INVALID: the identity API refused the number, with its message for the field. */
  phoneInvalid: (message: string) =>
    new Refusal(400, 'PHONE_INVALID', message, { fields: { phoneNumber: message } }),
}

export const journeyOfSession = (request: FastifyRequest): RegistrationState | undefined =>
  request.session.get('registration')

export function saveJourney(request: FastifyRequest, state: RegistrationState) {
  request.session.set('registration', state)
}

/** The journey when it allows `screen` now; otherwise a 409 with the step it is at. */
export function guard(request: FastifyRequest, screen: RegistrationScreen): RegistrationState {
  const state = journeyOfSession(request)
  if (state && allows(state, screen)) return state
  throw refusals.outOfOrder(state?.nextStep ?? 'card-check')
}

export const step = (
  nextStep: RegistrationScreen,
  extra: Omit<StepResponse, 'nextStep'> = {},
): StepResponse => ({ nextStep, ...extra })

/**
 * The upstream no longer knows the journey (401): start again at the card check rather than
 * answer 401, which the client reads as a lost sign-in. Other errors go on to the error handler.
 */
export function restartOn401(error: unknown): never {
  if (error instanceof UpstreamError && error.status === 401)
    throw refusals.outOfOrder('card-check', OUT_OF_ORDER_MESSAGE)
  throw error
}

/** A step's usual ending: the upstream call, then the journey moves on and answers the next screen. */
export async function saveThenAdvance(
  request: FastifyRequest,
  state: RegistrationState,
  screen: RegistrationScreen,
  save: () => Promise<unknown>,
  changes: Partial<RegistrationState> = {},
  options: { restart?: boolean } = {},
): Promise<StepResponse> {
  await save().catch(restartOn401)
  const next = advance(state, screen, changes, options)
  saveJourney(request, next)
  return step(next.nextStep)
}
