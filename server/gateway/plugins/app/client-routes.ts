/**
 * Pages from the shared route table: the HTML shell (200) for every known client route, the
 * redirect table as real HTTP redirects, login-required pages sent to card-number entry with
 * `next`, the welcome pages sent to /homepage for a signed-in collector, switch-gated pages hidden
 * (404) while their switch is off, and anything else to the not-found handler. The client router reads the same tables, so both agree on every path.
 * @see https://github.com/delvedor/find-my-way#supported-path-formats
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ENTER_CARD_NUMBER_SEGMENT } from '../../../../shared/routes/identity-routes.ts'
import { createRedirectTable } from '../../../../shared/routes/redirect-table.ts'
import { resolvePath } from '../../../../shared/routes/resolve-path.ts'
import { createRouteTable, requirementsOf } from '../../../../shared/routes/route-table.ts'
import { HOME_PATH, isWelcomePath } from '../../../../shared/routes/signed-in-home.ts'
import { LOGIN_TOKEN_PARAM, SSO_REDIRECTION_PATH } from '../../../../shared/routes/single-sign-on.ts'

/** Only a same-origin path may become a Location: never `//host`, `/\host` or a scheme. */
const isLocalPath = (location: string) => /^\/(?![/\\])/.test(location) && !/[\\\s]/.test(location)

async function clientRoutes(fastify: FastifyInstance) {
  const { config } = fastify
  const options = { identityStartPrefix: config.IDENTITY_START_PREFIX }
  const routes = createRouteTable(options)
  const redirects = createRedirectTable(options)
  const loginPage = `${config.IDENTITY_START_PREFIX}/${ENTER_CARD_NUMBER_SEGMENT}`
  const configTarget = (location: string) => location.startsWith(`${config.IDENTITY_START_PREFIX}/`)

  /**
   * Card-number entry with `next`; a page opened with a partner's one-time `login_token` goes to
   * the single-sign-on page instead, so the token signs in and never travels inside `next`.
   */
  function loginRedirect(url: string, pathname: string, search: string): string {
    const query = new URLSearchParams(search)
    const loginToken = query.get(LOGIN_TOKEN_PARAM)
    if (!loginToken) return `${loginPage}?next=${encodeURIComponent(url)}`
    query.delete(LOGIN_TOKEN_PARAM)
    const next = query.size > 0 ? `${pathname}?${query}` : pathname
    const sso = new URLSearchParams({ [LOGIN_TOKEN_PARAM]: loginToken, next })
    return `${SSO_REDIRECTION_PATH}?${sso}`
  }

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const [pathname = '/', search = ''] = request.url.split('?', 2)
    const resolution = resolvePath(routes, redirects, pathname, search)

    if (resolution.kind === 'redirect') {
      if (!isLocalPath(resolution.location)) {
        request.log.error({ location: resolution.location }, 'redirect table target is not a local path')
        return reply.callNotFound()
      }
      // Old addresses moved for good; those into the journey follow IDENTITY_START_PREFIX, which may change.
      return reply.redirect(resolution.location, configTarget(resolution.location) ? 302 : 301)
    }
    if (resolution.kind === 'not-found') return reply.callNotFound()

    const needs = requirementsOf(resolution.entry)
    // The request's own values: remote config, and forcing where the environment allows it (CFG-1).
    if (needs.switch && !(await fastify.featureSwitches.values(request))[needs.switch]) {
      return reply.callNotFound()
    }
    const signedIn = Boolean(request.session?.get('collectorId'))
    if (needs.login && !signedIn) {
      return reply.redirect(loginRedirect(request.url, pathname, search), 302)
    }
    // The sign-up pitch is for visitors: a signed-in collector's welcome is their home.
    if (signedIn && isWelcomePath(pathname)) return reply.redirect(HOME_PATH, 302)
    return reply.sendPage(200)
  }

  // The widest route of all: static files, /api, /oidc and every other route win over it.
  // Public: a login-required page redirects to card-number entry itself (above), never a 401.
  fastify.get('/*', { config: { access: 'public' }, schema: { hide: true } }, page)
  fastify.get('/', { config: { access: 'public' }, schema: { hide: true } }, page)
}

export default fp(clientRoutes, {
  name: 'client-routes',
  dependencies: ['static', 'feature-switches', 'prerendered-pages'],
})
