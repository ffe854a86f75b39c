/**
 * Security headers on every response, including 404s, errors and static files: a strict CSP
 * (the client's one inline script and one inline style are those of a page sent as HTML, each allowed by
 * its hash), HSTS, no-sniff, a referrer policy, COOP, and
 * `Cache-Control: no-store` on the JSON API, whose answers are personal.
 *
 * Helmet's middleware is built once: the headers are the same for every response, and building it
 * per request (as @fastify/helmet does) re-parses the whole policy each time.
 * @see https://helmetjs.github.io/
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import type { Config } from '../../../../config/env.ts'
import { earlyPressesScript } from '../../early-presses-script.ts'
import { inlineStylesheet } from '../../inline-stylesheet.ts'
import { DEFAULT_CLIENT_DIR } from './static.ts'

function cspDirectives(
  config: Pick<Config, 'OIDC_ISSUER' | 'PUBLIC_ORIGIN' | 'secureCookies' | 'MARKETING_SCRIPT_URL'>,
  inline: { script?: string | undefined; style?: string | undefined },
) {
  const issuerOrigin = new URL(config.OIDC_ISSUER).origin
  // The marketing tag, when configured; the client adds it only with marketing consent.
  const marketingOrigin = config.MARKETING_SCRIPT_URL && new URL(config.MARKETING_SCRIPT_URL).origin
  const marketing = marketingOrigin && marketingOrigin !== config.PUBLIC_ORIGIN ? [marketingOrigin] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The one inline script: a page sent as HTML holds early presses with it (early-presses-script.ts).
    'script-src': ["'self'", ...(inline.script ? [inline.script] : []), ...marketing],
    // The one inline style: the client's stylesheet in a page sent as HTML (inline-stylesheet.ts).
    'style-src': inline.style ? ["'self'", inline.style] : ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    // The captcha solver's Web Worker and the offline card's service worker, both the site's own files.
    'worker-src': ["'self'"],
    // The web app manifest the page links to (/manifest.webmanifest).
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
    // Sign-in forms post to the identity provider, which may sit on another origin.
    'form-action': issuerOrigin === config.PUBLIC_ORIGIN ? ["'self'"] : ["'self'", issuerOrigin],
    'script-src-attr': ["'none'"],
  }
  // Over plain http (local mode only) upgrading would break every request.
  if (config.secureCookies) directives['upgrade-insecure-requests'] = []
  return directives
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')

export default fp(
  async (fastify: FastifyInstance, opts: { clientDir?: string }) => {
    const clientDir = opts.clientDir ?? DEFAULT_CLIENT_DIR
    const inline = {
      script: earlyPressesScript(clientDir)?.cspSource,
      style: inlineStylesheet(clientDir)?.cspSource,
    }
    const setHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(fastify.config, inline) },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      xFrameOptions: { action: 'sameorigin' },
    })
    // onRequest runs for every request, not-found and refused ones included.
    fastify.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()))
    fastify.addHook('onSend', (request, reply, payload, done) => {
      if (isApiPath(request.url)) reply.header('cache-control', 'no-store')
      done(null, payload)
    })
  },
  { name: 'helmet' },
)
