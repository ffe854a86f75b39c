/**
 * `fastify.oidc`: the OpenID Connect provider, mounted at /oidc (its endpoints, then the login
 * and consent pages), with `findAccessToken` for the upstream's bearer-protected APIs.
 * @see https://github.com/panva/node-oidc-provider/blob/main/docs/README.md
 */
import fp from 'fastify-plugin'
import type Provider from 'oidc-provider'
import { type AccessTokenInfo, findAccessToken } from '../oidc/access-tokens.ts'
import { purgeExpired } from '../oidc/adapter.ts'
import interactionRoutes from '../oidc/interaction-routes.ts'
import type { LoginBudgetTables } from '../oidc/login-budget.ts'
import { createLoginGuard, type LoginGuard, type LoginGuardOptions } from '../oidc/login-guard.ts'
import { issueLoginToken, redeemLoginToken } from '../oidc/login-tokens.ts'
import providerMount from '../oidc/mount.ts'
import { createPageContext } from '../oidc/page-context.ts'
import { createProvider, type ProviderOptions } from '../oidc/provider.ts'
import type { OidcTables } from '../oidc/schema.ts'

type OidcService = {
  provider: Provider
  findAccessToken(token: string): Promise<AccessTokenInfo | undefined>
  /** A one-time token that logs the collector in when sent as `login_token` on /oidc/auth. */
  issueLoginToken(accountId: string): Promise<string>
  /** The password check behind the login budgets, for the form and the password login API. */
  loginGuard: LoginGuard
}

declare module 'fastify' {
  interface FastifyInstance {
    oidc: OidcService
  }
}

export type OidcProviderPluginOptions = {
  oidc?: ProviderOptions & { loginGuard?: LoginGuardOptions; purgeEveryMs?: number }
}

export default fp<OidcProviderPluginOptions>(
  async (fastify, opts) => {
    const { loginGuard: guardOptions, purgeEveryMs = 10 * 60_000, ...providerOptions } = opts.oidc ?? {}
    const provider = await createProvider(fastify.config, fastify.db, providerOptions)
    provider.on('server_error', (_ctx, error) =>
      fastify.log.error({ err: error }, 'OpenID Connect provider error'),
    )
    // Requests the client got wrong are routine: logged at info, without the request's secrets.
    const refused = (event: string) => (_ctx: unknown, error: Error) =>
      fastify.log.info({ event, reason: error.message }, 'OpenID Connect request refused')
    provider.on('authorization.error', refused('authorization.error'))
    provider.on('grant.error', refused('grant.error'))
    provider.on('revocation.error', refused('revocation.error'))
    provider.on('end_session.error', refused('end_session.error'))

    const store = fastify.db.withTables<OidcTables>()
    const page = createPageContext(fastify.config)
    const loginGuard = createLoginGuard(fastify.db.withTables<LoginBudgetTables>(), guardOptions)
    fastify.decorate('oidc', {
      provider,
      findAccessToken: (token: string) => findAccessToken(provider, token),
      issueLoginToken: (accountId: string) => issueLoginToken(store, accountId),
      loginGuard,
    })
    await fastify.register(interactionRoutes, {
      provider,
      db: fastify.db,
      page,
      guard: loginGuard,
      clientIds: new Set([fastify.config.OIDC_CLIENT_ID, fastify.config.APP_CLIENT_ID]),
      redeemLoginToken: (token) => redeemLoginToken(store, token),
    })
    await fastify.register(providerMount, { provider, csp: page.providerCsp })

    const timer = setInterval(() => {
      purgeExpired(store).catch((error: unknown) =>
        fastify.log.warn({ err: error }, 'expired OIDC records not purged'),
      )
      loginGuard
        .purge()
        .catch((error: unknown) => fastify.log.warn({ err: error }, 'ended login budgets not purged'))
    }, purgeEveryMs)
    timer.unref()
    fastify.addHook('onClose', async () => clearInterval(timer))
  },
  { name: 'oidc-provider', dependencies: ['db'] },
)
