/**
 * The session: an encrypted cookie (@fastify/secure-session, XSalsa20-Poly1305) plus what the
 * library lacks (SECURITY.md §3): a session id and issue time in the payload, an absolute
 * lifetime, revocation through `fastify.sessionRevocation`, and refused cookies logged as
 * security events. Key rotation: encrypt with the first key, decode with both, re-issue under
 * the first.
 * @see https://github.com/fastify/fastify-secure-session
 */
import { randomBytes } from 'node:crypto'
import secureSession, { type SessionData } from '@fastify/secure-session'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../../../config/env.ts'
import { securityEvent } from '../../../telemetry/security-event.ts'
import { carriesBearer } from './bearer-placement.ts'
import '../app/session/session-data.ts'

type SessionStart = Omit<Partial<SessionData>, 'sid' | 'iat'>

declare module 'fastify' {
  interface FastifyRequest {
    /** New session (new id and issue time) holding only `data`; the previous id is revoked. */
    startSession(data: SessionStart): Promise<void>
    /** Revokes the session id and deletes the cookie. */
    endSession(): Promise<void>
  }
}

type SessionPluginOptions = { now?: () => number }

/** Sliding idle expiry: re-issue the cookie at most once a minute rather than on every request. */
const TOUCH_AFTER_MS = 60_000

export const sessionCookieName = (config: Pick<Config, 'secureCookies'>) =>
  config.secureCookies ? '__Host-session' : 'session'

/**
 * Logout sends this (SES-6): the browser drops every cookie, storage (with it the offline card's
 * service worker and its Cache Storage) and HTTP cache entry of the origin.
 */
export function clearSiteData(reply: FastifyReply) {
  reply.header('clear-site-data', '"cache", "cookies", "storage"')
}

const newSid = () => randomBytes(16).toString('base64url')

/** Responses no shared cache may store: only these get a Set-Cookie the route did not ask for. */
function privateResponse(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?', 1)[0] ?? ''
  return (
    path.startsWith('/api/') || /\b(no-store|private)\b/.test(String(reply.getHeader('cache-control') ?? ''))
  )
}

function createSessionGuard(fastify: FastifyInstance, now: () => number) {
  const { SESSION_IDLE_SECONDS, SESSION_ABSOLUTE_SECONDS } = fastify.config
  const cookieName = sessionCookieName(fastify.config)
  /** Cookie writes nobody asked for: slide the idle expiry (or re-key), or clear a refused cookie. */
  const pending = new WeakMap<FastifyRequest, 'renew' | 'clear'>()

  function refuse(request: FastifyRequest, detail: string, clear = true) {
    const line = { reason: 'session_invalid', detail }
    // A revoked cookie in use is replayed after logout (or stolen): counted as a security event.
    if (detail === 'revoked')
      securityEvent(request, { kind: 'revoked-session' }, 'session cookie refused', {
        level: 'info',
        fields: line,
      })
    else request.log.info(line, 'session cookie refused')
    request.session = fastify.createSecureSession({})
    if (clear) pending.set(request, 'clear')
  }

  return {
    /** onRequest, after secure-session decoded the cookie. */
    async check(request: FastifyRequest) {
      if (!request.cookies[cookieName]) return
      const { session } = request
      const sid = session.get('sid')
      const iat = session.get('iat')
      // secure-session gives an empty session for a forged, tampered, unknown-key or idle cookie.
      if (typeof sid !== 'string' || typeof iat !== 'number') return refuse(request, 'undecodable_or_idle')
      const time = now()
      const seen = Number(session.get('__ts')) * 1000
      if (seen + SESSION_IDLE_SECONDS * 1000 <= time) return refuse(request, 'idle')
      if (time - iat > SESSION_ABSOLUTE_SECONDS * 1000) return refuse(request, 'absolute_lifetime')
      const collectorId = session.get('collectorId')
      const revocation = await fastify.sessionRevocation.revocationOf({ sid, iat, collectorId })
      // A cookie replaced at login is refused but left in place: a request that left the browser
      // before the login finished still carries it, and clearing the cookie by name would delete
      // the signed-in one that replaced it.
      if (revocation === 'replaced') return refuse(request, 'replaced', false)
      if (revocation) return refuse(request, 'revoked')
      // `changed` here means decoded with the older key: re-issue under the newer one, as a renewal.
      if (session.changed || time - seen >= TOUCH_AFTER_MS) pending.set(request, 'renew')
      session.changed = false
    },

    /** onSend, before secure-session encrypts: every issued cookie carries an id and issue time. */
    stamp(request: FastifyRequest, reply: FastifyReply) {
      const { session } = request
      if (!session) return
      // The app's requests are cookieless both ways: a bearer request is never given a session.
      if (carriesBearer(request)) {
        session.changed = false
        return
      }
      if (session.deleted) return
      if (!session.changed) {
        const write = pending.get(request)
        // A renewal on a cacheable page or asset could be served to someone else by a shared cache.
        if (!write || !privateResponse(request, reply)) return
        if (write === 'clear') return session.delete()
      }
      if (!session.get('sid')) {
        session.set('sid', newSid())
        session.set('iat', now())
      }
      // secure-session's idle stamp, on this plugin's clock (rounded down: idle never runs long).
      session.set('__ts' as keyof SessionData, Math.floor(now() / 1000) as never)
    },

    async start(request: FastifyRequest, data: SessionStart) {
      const previous = request.session.get('sid')
      if (previous) await fastify.sessionRevocation.replace(previous)
      request.session = fastify.createSecureSession({ ...data, sid: newSid(), iat: now() })
      request.session.touch()
      pending.delete(request)
    },

    async end(request: FastifyRequest) {
      const sid = request.session.get('sid')
      if (sid) await fastify.sessionRevocation.revoke(sid)
      request.session.delete()
    },
  }
}

export default fp(
  async (fastify: FastifyInstance, opts: SessionPluginOptions) => {
    const { config } = fastify
    if (config.sessionKeys.length < 1 || config.sessionKeys.length > 2) {
      throw new Error(`SESSION_KEYS must hold one or two keys, got ${config.sessionKeys.length}`)
    }
    const guard = createSessionGuard(fastify, opts.now ?? Date.now)

    // Registered before secure-session so that it runs before secure-session's own onSend.
    fastify.addHook('onSend', (request, reply, payload, done) => {
      guard.stamp(request, reply)
      done(null, payload)
    })
    await fastify.register(secureSession, {
      key: config.sessionKeys,
      cookieName: sessionCookieName(config),
      expiry: config.SESSION_IDLE_SECONDS,
      cookie: {
        path: '/',
        httpOnly: true,
        secure: config.secureCookies,
        sameSite: 'lax',
        // Firefox session restore keeps cookies without Max-Age (fastify-secure-session#269).
        maxAge: config.SESSION_IDLE_SECONDS,
      },
    })
    fastify.addHook('onRequest', guard.check)
    fastify.addHook('onReady', async () => {
      if (!fastify.hasDecorator('sessionRevocation'))
        throw new Error('session needs the session-revocation plugin')
    })
    fastify.decorateRequest('startSession', function (this: FastifyRequest, data: SessionStart) {
      return guard.start(this, data)
    })
    fastify.decorateRequest('endSession', function (this: FastifyRequest) {
      return guard.end(this)
    })
  },
  { name: 'session' },
)
