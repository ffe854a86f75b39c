/**
 * Each dependency's state as this replica sees it, as `GET /dependencies` on the operator port
 * answers it: Redis when the gateway uses it, and the identity provider (its circuit breaker).
 */
import type { FastifyInstance } from 'fastify'
import type { DependencyReport } from './dependency-state.ts'

export function dependencyReports(gateway: FastifyInstance): Record<string, DependencyReport> {
  return {
    ...(gateway.redisState ? { redis: gateway.redisState.report() } : {}),
    idp: gateway.oidcClient.breaker.state.report(),
  }
}
