/**
 * Proof that this browser signed in to a collector's account before: a cookie set at each
 * successful sign-in, HttpOnly (page script never reads it), `__Host-` over https, holding its
 * issue time and an HMAC of the collector id and that time under a key derived from the session
 * keys. It names no one: only a request that already names the collector (the card-number login
 * in progress) can check it. During a sign-in lockout that anyone can cause with other people's
 * card numbers, it lets the collector's own device through on a budget of its own (docs/security.md,
 * "Sign-in lockout"). Logout's Clear-Site-Data removes it, so a shared computer forgets who signed in.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../../../../config/env.ts'

/** How long a device stays known after its last sign-in. */
const DEVICE_PROOF_DAYS = 180
const LIFETIME_S = DEVICE_PROOF_DAYS * 24 * 60 * 60

const deviceCookieName = (config: Pick<Config, 'secureCookies'>) =>
  config.secureCookies ? '__Host-device' : 'device'

/** One key per session key (rotation: the first signs, each verifies), never the session key itself. */
const deviceKeys = (config: Pick<Config, 'sessionKeys'>) =>
  config.sessionKeys.map((key) => Buffer.from(hkdfSync('sha256', key, '', 'device-proof', 32)))

const mac = (key: Buffer, collectorId: string, issuedAt: number) =>
  createHmac('sha256', key).update(`${collectorId}.${issuedAt}`).digest()

function createDeviceProof(
  config: Pick<Config, 'sessionKeys' | 'secureCookies'>,
  now: () => number = Date.now,
) {
  const keys = deviceKeys(config)
  const name = deviceCookieName(config)
  const seconds = () => Math.floor(now() / 1000)

  return {
    /** After a successful sign-in: this browser is now known for the collector. */
    remember(reply: FastifyReply, collectorId: string) {
      const issuedAt = seconds()
      const signature = mac(keys[0] as Buffer, collectorId, issuedAt).toString('base64url')
      reply.setCookie(name, `${issuedAt}.${signature}`, {
        httpOnly: true,
        secure: config.secureCookies,
        sameSite: 'lax',
        path: '/',
        maxAge: LIFETIME_S,
      })
    },

    /** Whether the request carries this browser's proof of a sign-in to the collector's account. */
    proves(request: FastifyRequest, collectorId: string): boolean {
      const value = request.cookies[name]
      const match = value ? /^(\d{1,12})\.([\w-]{43})$/.exec(value) : null
      if (!match) return false
      const issuedAt = Number(match[1])
      const age = seconds() - issuedAt
      if (age < 0 || age > LIFETIME_S) return false
      const given = Buffer.from(match[2] as string, 'base64url')
      return keys.some((key) => timingSafeEqual(given, mac(key, collectorId, issuedAt)))
    },

    /** Whether the request carries a device cookie at all (the proof is checked once the collector is known). */
    present: (request: FastifyRequest) => Boolean(request.cookies[name]),
  }
}

type DeviceProof = ReturnType<typeof createDeviceProof>

declare module 'fastify' {
  interface FastifyInstance {
    deviceProof: DeviceProof
  }
}

export default fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('deviceProof', createDeviceProof(fastify.config))
  },
  { name: 'device-proof' },
)
