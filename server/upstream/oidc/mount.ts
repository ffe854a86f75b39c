/**
 * Hands every other `/oidc/*` request to oidc-provider's own Koa handler. A catch-all route with
 * `reply.hijack()` rather than @fastify/middie: the interaction pages stay ordinary Fastify routes
 * under the same prefix (a static route wins over the wildcard), no package is added, and the
 * request body is left unread for the provider, which parses its own forms.
 *
 * The provider builds its endpoint URLs from the request's origin. The origin is pinned to the
 * issuer's, so the discovery document is the same whether it is read through the gateway or
 * straight from the upstream, and a spoofed Host or X-Forwarded-Host cannot change it.
 * @see https://github.com/panva/node-oidc-provider/blob/main/docs/README.md#mounting-oidc-provider
 */
import type { FastifyPluginAsync } from 'fastify'
import type Provider from 'oidc-provider'
import { OIDC_MOUNT_PATH } from './page-context.ts'

type ProviderMountOptions = { provider: Provider; csp: string }

const providerMount: FastifyPluginAsync<ProviderMountOptions> = async (fastify, { provider, csp }) => {
  const handle = provider.callback()
  const issuer = new URL(provider.issuer)
  const protocol = issuer.protocol.slice(0, -1)

  // Leave every body unread: the provider reads the raw stream itself.
  fastify.removeAllContentTypeParsers()
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null))

  fastify.all(`${OIDC_MOUNT_PATH}/*`, { config: { callers: 'oidc-provider' } }, (request, reply) => {
    const raw = request.raw
    const originalUrl = raw.url ?? OIDC_MOUNT_PATH
    // oidc-provider reads its mount path from `originalUrl` minus `url`, as under Express.
    Object.assign(raw, { originalUrl })
    raw.url = originalUrl.slice(OIDC_MOUNT_PATH.length) || '/'
    raw.headers['x-forwarded-host'] = issuer.host
    raw.headers['x-forwarded-proto'] = protocol
    reply.hijack()
    reply.raw.setHeader('content-security-policy', csp)
    void handle(raw, reply.raw)
  })
}

export default providerMount
