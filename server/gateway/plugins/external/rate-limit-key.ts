/**
 * The key a rate limit counts under: the collector and client of an accepted bearer token (the
 * collector id hashed: identifiers never sit in Redis or memory in clear), else the client
 * address as @fastify/rate-limit's own key has it (an IPv6 address by its /64, since one household
 * or host usually holds a whole /64; an IPv4-mapped one as its IPv4 address).
 */
import { createHash } from 'node:crypto'
import { normalizeIP } from '@fastify/rate-limit'
import type { FastifyRequest } from 'fastify'

const IPV6_SUBNET = 64

export function rateLimitKey(request: FastifyRequest): string {
  const caller = request.bearer
  if (!caller) return normalizeIP(request.ip, IPV6_SUBNET)
  const collector = createHash('sha256').update(caller.collectorId).digest('base64url')
  return `app:${caller.clientId}:${collector}`
}
