/**
 * The built client: hashed assets cached for a year, the HTML shell revalidated on every load,
 * brotli/gzip siblings chosen by Accept-Encoding. Only files present at boot get a route, so a
 * crafted path never reaches the file system, and nothing here ever redirects (RED-2).
 * @see https://github.com/fastify/fastify-static
 */
import { existsSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { scopeAccess } from '../routing/route-policy.ts'

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the client's index.html (or, when the client is not built, a 503 page). */
    sendAppShell(statusCode?: number): FastifyReply
  }
}

export const DEFAULT_CLIENT_DIR = join(import.meta.dirname, '../../../../client/dist')

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Plain HTML, no inline style or script, so it passes the gateway's CSP. */
const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Service unavailable</title></head>
<body><main><h1>Sorry, the service is unavailable</h1><p>Please try again later.</p></main></body>
</html>
`

/** File names under assets/ carry a content hash, so they never change: cache them for good. */
function cacheHeaders(root: string) {
  return (reply: FastifyReply, path: string) => {
    const file = relative(root, path)
    reply.header('cache-control', file.startsWith(`assets${sep}`) ? IMMUTABLE : 'no-cache')
  }
}

async function staticFiles(fastify: FastifyInstance, opts: { clientDir?: string }) {
  const root = resolve(opts.clientDir ?? DEFAULT_CLIENT_DIR)
  if (!existsSync(join(root, 'index.html'))) {
    fastify.log.warn(
      `client not built: ${join(root, 'index.html')} is missing, pages answer 503 (run npm run build)`,
    )
    fastify.decorateReply('sendAppShell', function sendUnavailable(this: FastifyReply) {
      return this.code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', '30')
        .type('text/html; charset=utf-8')
        .send(UNAVAILABLE_PAGE)
    })
    return
  }

  const options = {
    root,
    prefix: '/',
    wildcard: false,
    redirect: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders(root),
    // The shell is served by the route table (200) or the not-found handler (404), never by name.
    // server/ holds the module that renders the public pages to HTML (prerendered-pages.ts).
    globIgnore: ['index.html', '**/*.br', '**/*.gz', 'server/**'],
  } satisfies FastifyStaticOptions
  // reply.sendFile for every route (the app shell) ...
  await fastify.register(fastifyStatic, { ...options, serve: false })
  // ... and one public route per built file, in a scope of its own that grants them their access.
  await fastify.register(async (files) => {
    scopeAccess(files, 'public')
    await files.register(fastifyStatic, { ...options, decorateReply: false })
  })

  fastify.decorateReply('sendAppShell', function sendShell(this: FastifyReply, statusCode = 200) {
    // A 404 must never turn into a 304, so only the 200 shell takes part in revalidation.
    const revalidate = statusCode === 200
    return this.code(statusCode).sendFile('index.html', { etag: revalidate, lastModified: revalidate })
  })
}

export default fp(staticFiles, { name: 'static' })
