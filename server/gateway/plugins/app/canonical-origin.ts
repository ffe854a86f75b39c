/**
 * One address for the site: a request whose host is not PUBLIC_ORIGIN's (http://127.0.0.1:3000 typed
 * for http://localhost:3000, an apex for a www host) is sent to the same path and query on
 * PUBLIC_ORIGIN before anything runs. The session cookie, the CSRF origin check and the identity
 * provider's redirect URI all name that one origin, so a page loaded on another host could never
 * register or sign in ("Request refused: it did not come from this site").
 *
 * The JSON API and the probes answer on any host: load balancers and container health checks call
 * them by address, and the API's own origin check refuses what a wrong host sends.
 *
 * 308, never 301 or 302: a browser may turn a redirected POST into a GET with 301 and 302, and a
 * form posted on the wrong host would arrive empty. 308 keeps the method and body, so the request
 * means on PUBLIC_ORIGIN what it meant where it was sent. `no-store`: a remembered permanent
 * redirect would outlive a change of PUBLIC_ORIGIN (and loop, if the two hosts swapped roles).
 *
 * The host is Fastify's `request.host`: X-Forwarded-Host counts only from TRUST_PROXY's proxies, so
 * a client cannot pass itself off as the public host, and the target is PUBLIC_ORIGIN whatever the
 * request says (never an open redirect).
 * @see https://www.rfc-editor.org/rfc/rfc9110#name-308-permanent-redirect
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** Paths that answer on any host. */
const ANY_HOST = /^\/(?:api|healthz|readyz)(?:[/?]|$)/

/** What a Host header may hold: a name or an IP literal, and a port. */
const HOST_SYNTAX = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

/**
 * True when `host` names the public origin's host. Ports are compared as the public origin's
 * scheme reads them, so `localhost:80` is `localhost` for an http origin, and case does not count.
 */
export function isPublicHost(host: string, publicOrigin: string): boolean {
  if (!HOST_SYNTAX.test(host)) return false
  const canonical = new URL(publicOrigin)
  try {
    return new URL(`${canonical.protocol}//${host}`).host === canonical.host
  } catch {
    return false
  }
}

/** PUBLIC_ORIGIN with the request's path and query; only ever on PUBLIC_ORIGIN. */
export function canonicalLocation(url: string, publicOrigin: string): string {
  // An absolute-form request target (`GET http://other/ HTTP/1.1`) has no path of ours to keep.
  const path = url.startsWith('/') ? url : '/'
  // Node reads raw bytes of the request line as latin-1; a header may only carry them escaped.
  const escaped = path.replace(/[^\x21-\x7E]/g, (char) => encodeURIComponent(char))
  return `${new URL(publicOrigin).origin}${escaped}`
}

async function canonicalOrigin(fastify: FastifyInstance) {
  const publicOrigin = fastify.config.PUBLIC_ORIGIN

  fastify.addHook('onRequest', async (request, reply) => {
    if (ANY_HOST.test(request.url)) return
    if (isPublicHost(request.host, publicOrigin)) return
    return reply
      .header('cache-control', 'no-store')
      .redirect(canonicalLocation(request.url, publicOrigin), 308)
  })
}

export default fp(canonicalOrigin, { name: 'canonical-origin' })
