/**
 * Captcha: one provider interface (self-hosted ALTCHA proof-of-work unless configured otherwise)
 * and a preHandler, chosen by route config `{ captcha: true }`, that lets each solution pass once.
 * @see https://github.com/altcha-org/altcha-lib#v2-altcha-lib
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../../../../config/env.ts'
import { securityEvent } from '../../../../telemetry/security-event.ts'
import type { CaptchaChallenge } from './altcha.ts'
import { createAltchaProvider } from './altcha.ts'

export type CaptchaContext = { action?: string }
export type CaptchaVerdict = { ok: true } | { ok: false; reason: string }
export type CaptchaProvider = {
  createChallenge(): Promise<CaptchaChallenge>
  verify(payload: string, context: CaptchaContext): Promise<CaptchaVerdict>
}
/** `true`, or an action name that hosted providers check against the token they issued. */
type CaptchaRouteConfig = boolean | { action: string }

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaProvider
  }
  interface FastifyContextConfig {
    captcha?: CaptchaRouteConfig
  }
}

const CAPTCHA_HEADER = 'x-captcha'

const FAILURE = { code: 'CAPTCHA', message: 'Please complete the security check and try again.' } as const

type CaptchaPluginOptions = {
  now?: () => number
  /** A provider built elsewhere (a hosted one in tests) instead of the configured one. */
  provider?: CaptchaProvider
}
type ProviderFactory = (fastify: FastifyInstance, options: CaptchaPluginOptions) => CaptchaProvider

const PROVIDERS: Record<Config['CAPTCHA_PROVIDER'], ProviderFactory> = {
  altcha: (fastify, options) =>
    createAltchaProvider({
      hmacKey: fastify.config.CAPTCHA_HMAC_KEY,
      maxNumber: fastify.config.CAPTCHA_MAX_NUMBER,
      expiresSeconds: fastify.config.CAPTCHA_EXPIRES_SECONDS,
      claim: (key, ttlSeconds) => fastify.singleUse.claim(key, ttlSeconds),
      onError: (error) => fastify.log.warn({ err: error }, 'captcha verification error'),
      ...(options.now ? { now: options.now } : {}),
    }),
}

const ACTION = /^[A-Za-z0-9_-]{1,40}$/

/** Reads a route's captcha config; a value it does not know stops the gateway at startup. */
export function readRouteCaptcha(value: unknown, url: string): CaptchaContext | undefined {
  if (value === undefined || value === false) return undefined
  if (value === true) return {}
  if (typeof value === 'object' && value !== null && Object.keys(value).join() === 'action') {
    const { action } = value as { action: unknown }
    if (typeof action === 'string' && ACTION.test(action)) return { action }
  }
  throw new Error(
    `route ${url}: config.captcha must be true, false or { action: string }, got ${JSON.stringify(value)}`,
  )
}

function createGuard(provider: CaptchaProvider, context: CaptchaContext): preHandlerHookHandler {
  return async function captchaGuard(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers[CAPTCHA_HEADER]
    const verdict: CaptchaVerdict =
      typeof header === 'string' && header !== ''
        ? await provider.verify(header, context)
        : { ok: false, reason: 'missing' }
    if (verdict.ok) return
    // The reason only: the payload is the client's proof and stays out of the logs.
    securityEvent(request, { kind: 'captcha', reason: verdict.reason }, 'captcha verification failed', {
      level: 'info',
      fields: { captcha: { reason: verdict.reason } },
    })
    return reply.code(403).header('cache-control', 'no-store').send(FAILURE)
  }
}

export default fp(
  async function captcha(fastify: FastifyInstance, options: CaptchaPluginOptions) {
    const provider = options.provider ?? PROVIDERS[fastify.config.CAPTCHA_PROVIDER](fastify, options)
    fastify.decorate('captcha', provider)
    fastify.addHook('onRoute', (route) => {
      const context = readRouteCaptcha(route.config?.captcha, route.url)
      if (!context) return
      const existing = route.preHandler === undefined ? [] : [route.preHandler].flat()
      // First, so no other work is done for a request without a valid solution.
      route.preHandler = [createGuard(provider, context), ...existing]
    })
  },
  { name: 'captcha', dependencies: ['single-use-store'] },
)
