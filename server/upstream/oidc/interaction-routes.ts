/**
 * The provider's interaction pages: the login form (card number or email, and password) and the
 * implied consent of the scheme's own client. The interaction is found by oidc-provider's signed
 * cookie, scoped to this path; a cross-site form cannot send it (SameSite=Lax), which is the
 * form's CSRF protection.
 * @see https://github.com/panva/node-oidc-provider/blob/main/example/routes/koa.js
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type Provider from 'oidc-provider'
import type { InteractionResults } from 'oidc-provider'
import { errors } from 'oidc-provider'
import Type from 'typebox'
import { LOGIN_FORM_HEADER } from '../../../shared/constants/headers.ts'
import type { AccountTables } from './accounts.ts'
import { formClientAddress } from './client-address.ts'
import { grantFirstPartyConsent, type InteractionDetails } from './consent.ts'
import { createLoginAttempt, LOGIN_MESSAGES } from './login-attempt.ts'
import type { LoginGuard } from './login-guard.ts'
import { loginHint } from './login-hint.ts'
import { LOGIN_TOKEN_PARAM } from './login-tokens.ts'
import { favicon, PASSWORD_TOGGLE_PATH, passwordToggle, stylesheet } from './page-assets.ts'
import { FAVICON_PATH, OIDC_MOUNT_PATH, type PageContext, STYLESHEET_PATH } from './page-context.ts'
import { errorMessage, type LoginFormOptions, loginForm } from './pages.ts'

type InteractionRoutesOptions = {
  provider: Provider
  db: Kysely<AccountTables>
  page: PageContext
  /** The password check behind the login budgets, shared with the password login API. */
  guard: LoginGuard
  /** The scheme's own clients (web gateway, native app): their consent is implied. */
  clientIds: ReadonlySet<string>
  /** The account of a one-time login token, once (see login-tokens.ts). */
  redeemLoginToken(token: string): Promise<string | undefined>
}

const actionFor = (uid: string) => `${OIDC_MOUNT_PATH}/interaction/${uid}`

const Params = Type.Object({ uid: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) })
const Credentials = Type.Object({
  identifier: Type.Optional(Type.String({ maxLength: 320 })),
  password: Type.Optional(Type.String({ maxLength: 1024 })),
})

const interactionRoutes: FastifyPluginAsyncTypebox<InteractionRoutesOptions> = async (fastify, opts) => {
  const { provider, page, clientIds } = opts
  const attempt = createLoginAttempt(opts.db, opts.guard)
  /** A page of the product's frame; the login page also gets its Show/Hide script. */
  const send = (reply: FastifyReply, status: number, title: string, body: string, login = false) =>
    reply
      .code(status)
      .headers(login ? page.loginHeaders : page.headers)
      .type('text/html; charset=utf-8')
      .send(page.render(title, body, login ? PASSWORD_TOGGLE_PATH : undefined))
  const sendLogin = (
    reply: FastifyReply,
    status: number,
    form: Omit<LoginFormOptions, 'links' | 'schemeName'>,
  ) =>
    send(
      // Marked as the form: the gateway passes no other 4xx page of the provider to the browser.
      reply.header(LOGIN_FORM_HEADER, '1'),
      status,
      'Log in',
      loginForm({ ...form, links: page.links, schemeName: page.schemeName }),
      true,
    )
  const asset = (path: string, type: string, body: string) =>
    fastify.get(path, { config: { callers: 'anonymous' } }, (_request, reply) =>
      reply.type(type).header('cache-control', 'public, max-age=3600').send(body),
    )

  /** The interaction of this uid, or undefined once an error page has been sent. */
  const interaction = async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw)
      if (details.uid === request.params.uid) return details
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error
    }
    send(reply, 400, 'Error', errorMessage(LOGIN_MESSAGES.expired))
    return undefined
  }

  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    result: InteractionResults,
    merge: boolean,
  ) => {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: merge,
    })
    return reply.redirect(returnTo, 303)
  }

  const consent = async (request: FastifyRequest, reply: FastifyReply, details: InteractionDetails) =>
    finish(request, reply, await grantFirstPartyConsent(provider, details, clientIds), true)

  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  asset(STYLESHEET_PATH, 'text/css; charset=utf-8', stylesheet)
  asset(PASSWORD_TOGGLE_PATH, 'text/javascript; charset=utf-8', passwordToggle)
  asset(FAVICON_PATH, 'image/svg+xml', favicon)

  fastify.get(
    `${OIDC_MOUNT_PATH}/interaction/:uid`,
    { config: { callers: 'oidc-provider' }, schema: { params: Params } },
    async (request, reply) => {
      const details = await interaction(request, reply)
      if (!details) return reply
      if (details.prompt.name === 'consent') return consent(request, reply, details)
      const token = details.params[LOGIN_TOKEN_PARAM]
      const accountId = typeof token === 'string' ? await opts.redeemLoginToken(token) : undefined
      if (accountId) return finish(request, reply, { login: { accountId } }, false)
      const notice = token === undefined ? undefined : { message: LOGIN_MESSAGES.linkExpired, fields: [] }
      const identifier = loginHint(details.params.login_hint)
      return sendLogin(reply, 200, { action: actionFor(details.uid), identifier, error: notice })
    },
  )

  fastify.post(
    `${OIDC_MOUNT_PATH}/interaction/:uid`,
    {
      config: { callers: 'oidc-provider' },
      schema: { params: Params, body: Credentials },
      attachValidation: true,
    },
    async (request, reply) => {
      const details = await interaction(request, reply)
      if (!details) return reply
      if (details.prompt.name !== 'login') return consent(request, reply, details)
      // Over-long fields fail the schema; they are answered as wrong credentials, and not echoed.
      const input = request.validationError ? { identifier: '', password: '-' } : request.body
      const outcome = await attempt(input, formClientAddress(request), request.log)
      if ('error' in outcome) {
        const form = { action: actionFor(details.uid), identifier: input.identifier, error: outcome.error }
        return sendLogin(reply, outcome.status, form)
      }
      return finish(request, reply, { login: { accountId: outcome.accountId } }, false)
    },
  )
}

export default interactionRoutes
