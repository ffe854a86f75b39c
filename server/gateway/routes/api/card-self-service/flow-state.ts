/**
 * The signed-out card self-service in progress, held in the encrypted session cookie: which flow,
 * the upstream's `encryptedCollectorJwt` and, when the details matched, the anonymous two-factor
 * flow's token (neither ever sent to the browser), whether a code was asked for, and a digest of
 * the details given (the key of the per-identity limits; the details themselves are not kept).
 */
import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { NOT_STARTED } from '../../../../../shared/contract/card-self-service.ts'
import { Refusal } from '../../../errors/refusal.ts'
import type { SelfServiceFlow } from '../../../plugins/app/upstream/card-self-service.ts'

/** As long as the upstream's token lives: 10 minutes. */
const FLOW_TTL_MS = 10 * 60_000

export type CardSelfServiceState = {
  flow: SelfServiceFlow
  encryptedCollectorJwt: string
  /** Absent when the details matched nobody: the code steps then answer alike and send nothing. */
  flowToken?: string
  codeSent?: boolean
  identity: string
  /** ms since the epoch. */
  startedAt: number
}

declare module '@fastify/secure-session' {
  interface SessionData {
    cardSelfService: CardSelfServiceState
  }
}

/** The details that identify a collector, reduced to one digest (case and spaces ignored). */
export const identityDigest = (...parts: string[]) =>
  createHash('sha256')
    .update(parts.map((part) => part.replaceAll(/\s+/gu, '').toLowerCase()).join('\u0000'))
    .digest('base64url')

export type FlowStarted = { encryptedCollectorJwt: string; flowToken?: string | undefined }

export function startFlow(
  request: FastifyRequest,
  flow: SelfServiceFlow,
  { encryptedCollectorJwt, flowToken }: FlowStarted,
  identity: string,
) {
  const state: CardSelfServiceState = { flow, encryptedCollectorJwt, identity, startedAt: Date.now() }
  request.session.set('cardSelfService', flowToken ? { ...state, flowToken } : state)
}

/** Remembers that a code was asked for: only then is a code checked. */
export const markCodeSent = (request: FastifyRequest, state: CardSelfServiceState) =>
  request.session.set('cardSelfService', { ...state, codeSent: true })

/** The flow in progress (of this kind when given), or 409 NOT_STARTED. */
export function currentFlow(request: FastifyRequest, flow?: SelfServiceFlow): CardSelfServiceState {
  const state = request.session.get('cardSelfService')
  if (!state || Date.now() - state.startedAt >= FLOW_TTL_MS || (flow && state.flow !== flow))
    throw new Refusal(409, 'NOT_STARTED', NOT_STARTED)
  return state
}

export const endFlow = (request: FastifyRequest) => request.session.set('cardSelfService', undefined)
