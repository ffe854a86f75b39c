/**
 * The key a rate limit counts under: the collector and client of an accepted bearer token (the
 * collector id hashed: identifiers never sit in Redis or memory in clear), else the client
 * address, an IPv6 address by its /64 (one household or host usually holds a whole /64) and an
 * IPv4-mapped IPv6 address as its IPv4 address, as @fastify/rate-limit's own key does.
 */
import { createHash } from 'node:crypto'
import { isIPv6 } from 'node:net'
import type { FastifyRequest } from 'fastify'

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as two). */
function groupsOf(address: string): number[] {
  const [head = '', tail] = address.split('::')
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)]
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
          return [(a << 8) | b, (c << 8) | d]
        })
  const start = parse(head)
  const end = tail === undefined ? [] : parse(tail)
  return [...start, ...Array(8 - start.length - end.length).fill(0), ...end]
}

function addressKey(ip: string): string {
  const address = ip.split('%', 1)[0] ?? ip
  if (!isIPv6(address)) return address.toLowerCase()
  const groups = groupsOf(address)
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

export function rateLimitKey(request: FastifyRequest): string {
  const caller = request.bearer
  if (!caller) return addressKey(request.ip)
  const collector = createHash('sha256').update(caller.collectorId).digest('base64url')
  return `app:${caller.clientId}:${collector}`
}
