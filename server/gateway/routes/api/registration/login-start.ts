/**
 * Where the journey sends a collector to log in: the gateway's identity login start when it has
 * one (GET /api/login/identity/start, which checkFields a one-time `login_token` on to the provider),
 * otherwise the journey's own login page.
 */
import type { FastifyInstance } from 'fastify'
import { loginApi } from '../../../../../shared/contract/login.ts'

const LOGIN_START_ROUTE = loginApi.identityStart.url

export const hasLoginStart = (fastify: FastifyInstance) =>
  fastify.hasRoute({ method: 'GET', url: LOGIN_START_ROUTE })

/** The login start with `query`, or `{prefix}/login` (which takes none) when there is no start route. */
export function loginStart(fastify: FastifyInstance, query: Record<string, string> = {}): string {
  if (!hasLoginStart(fastify)) return `${fastify.config.IDENTITY_START_PREFIX}/login`
  const search = new URLSearchParams(query).toString()
  return search ? `${LOGIN_START_ROUTE}?${search}` : LOGIN_START_ROUTE
}
