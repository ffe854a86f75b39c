/**
 * The callback's work once the transaction checks out: the code exchange (openid-client checks
 * iss, state, error parameters, PKCE, and the ID token), then the profile and collector hash
 * (spec: fetched after login), then a new session holding only the signed-in collector (SES-4).
 */

import type { FastifyInstance, FastifyRequest } from 'fastify'
import { FIRST_NAME_MAX } from '../../../../../shared/constants/limits.ts'
import { isRegistrationScreen } from '../../../../../shared/contract/registration.ts'
import type { LoginState } from '../session/session-data.ts'

/** Profile or hash failures do not fail the login: the ID token's first name stands in. */
async function extras(fastify: FastifyInstance, request: FastifyRequest, accessToken: string) {
  const context = { log: request.log }
  const [profile, hash] = await Promise.allSettled([
    fastify.upstream.management.profile(accessToken, context),
    fastify.upstream.management.collectorHash(accessToken, context),
  ])
  for (const outcome of [profile, hash]) {
    if (outcome.status === 'rejected') request.log.warn({ err: outcome.reason }, 'after-login call failed')
  }
  return {
    firstName: profile.status === 'fulfilled' ? profile.value.firstName : undefined,
    collectorHash: hash.status === 'fulfilled' ? hash.value.collectorHash : undefined,
  }
}

export async function completeLogin(
  fastify: FastifyInstance,
  request: FastifyRequest,
  callbackUrl: URL,
  login: LoginState,
) {
  const tokens = await fastify.oidcClient.exchange(callbackUrl, login)
  const { firstName, collectorHash } = await extras(fastify, request, tokens.access)
  const registration = {
    ...(login.authToken ? { authToken: login.authToken } : {}),
    // Only a journey screen can be the step to resume; anything else starts the journey afresh.
    ...(isRegistrationScreen(login.nextAction) ? { nextStep: login.nextAction } : {}),
  }
  await request.startSession({
    collectorId: tokens.sub,
    // The ID token's name is the provider's, unbounded: only what the header shows goes in the cookie (SES-2).
    firstName: (firstName ?? tokens.givenName ?? '').slice(0, FIRST_NAME_MAX),
    ...(collectorHash ? { collectorHash } : {}),
    tokens: { access: tokens.access, refresh: tokens.refresh, expiresAt: tokens.expiresAt },
    ...(Object.keys(registration).length > 0 ? { registration } : {}),
  })
}
