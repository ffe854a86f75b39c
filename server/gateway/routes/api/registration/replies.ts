/**
 * What every registration route shares: the journey in the session, the refusal of a step out of
 * order (409 with the step to go to), field-rule failures (400 with the client's own messages)
 * and the error statuses of the contract.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { validationError } from '../../../../../shared/contract/errors.ts'
import type { RegistrationScreen, StepResponse } from '../../../../../shared/contract/registration.ts'
import { type FieldRules, validateFields } from '../../../../../shared/validation/field-rule.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'
import type { RegistrationState } from '../../../security/session-data.ts'
import { advance, allows } from './journey.ts'

export const OUT_OF_ORDER_MESSAGE = 'Please complete the earlier steps first'

export const journeyOfSession = (request: FastifyRequest): RegistrationState | undefined =>
  request.session.get('registration')

export function saveJourney(request: FastifyRequest, state: RegistrationState) {
  request.session.set('registration', state)
}

export function refuse(reply: FastifyReply, nextStep: RegistrationScreen) {
  return reply.code(409).send({ code: 'STEP_OUT_OF_ORDER', message: OUT_OF_ORDER_MESSAGE, nextStep })
}

/** The journey when it allows `screen` now; otherwise answers 409 and returns undefined. */
export function guard(
  request: FastifyRequest,
  reply: FastifyReply,
  screen: RegistrationScreen,
): RegistrationState | undefined {
  const state = journeyOfSession(request)
  if (state && allows(state, screen)) return state
  refuse(reply, (state?.nextStep as RegistrationScreen | undefined) ?? 'card-check')
  return undefined
}

/** Runs the shared field rules; on failure answers 400 VALIDATION and returns false. */
export function passes(reply: FastifyReply, rules: FieldRules, body: unknown): boolean {
  const fields = validateFields(rules, body) as Record<string, string>
  if (Object.keys(fields).length === 0) return true
  reply.code(400).send(validationError(fields))
  return false
}

export const step = (
  nextStep: RegistrationScreen,
  extra: Omit<StepResponse, 'nextStep'> = {},
): StepResponse => ({ nextStep, ...extra })

/**
 * The upstream no longer knows the journey (401): start again at the card check rather than
 * answer 401, which the client reads as a lost sign-in. Other errors go to the error handler.
 */
export function restartOn401(reply: FastifyReply, error: unknown) {
  if (error instanceof UpstreamError && error.status === 401) return refuse(reply, 'card-check')
  throw error
}

/** A step's usual ending: the upstream call, then the journey moves on and answers the next screen. */
export async function saveThenAdvance(
  request: FastifyRequest,
  reply: FastifyReply,
  state: RegistrationState,
  screen: RegistrationScreen,
  save: () => Promise<unknown>,
  changes: Partial<RegistrationState> = {},
  options: { restart?: boolean } = {},
) {
  try {
    await save()
  } catch (error) {
    return restartOn401(reply, error)
  }
  const next = advance(state, screen, changes, options)
  saveJourney(request, next)
  return step(next.nextStep as RegistrationScreen)
}
