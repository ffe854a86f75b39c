/**
 * OpenAPI 3 description of the `/api/*` surface for partner and app clients, with a browsable UI at
 * `/api/docs`. Not registered in production: the route inventory there carries no docs (CFG-1).
 * @see https://github.com/fastify/fastify-swagger
 */
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, FastifySchema } from 'fastify'
import fp from 'fastify-plugin'
import { scopeAccess } from '../routing/route-policy.ts'

export const DOCS_PREFIX = '/api/docs'

/** Only the JSON API is documented; pages, assets and forwarded paths are not part of it. */
function apiOnly({ schema, url }: { schema: FastifySchema; url: string }) {
  const documented = url.startsWith('/api/') && !url.startsWith(`${DOCS_PREFIX}`)
  // `/api/x` and `/api/x/` are one route to a reader.
  return { schema: documented ? schema : { ...schema, hide: true }, url: url.replace(/(.)\/$/, '$1') }
}

/** The UI's own CSP, tightened: no framing, no third-party validator, no upgrade on plain-http dev. */
function tightenCsp(secure: boolean) {
  return (header: string) =>
    header
      .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
      .replace(' validator.swagger.io', '')
      .replace(' upgrade-insecure-requests;', secure ? ' upgrade-insecure-requests;' : '')
}

async function swagger(fastify: FastifyInstance) {
  const { config } = fastify
  if (config.APP_ENV === 'prod') return

  await fastify.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.SCHEME_NAME} web gateway API`,
        description:
          'The JSON surface of the backend-for-frontend. Calls are same-origin with the session cookie.',
        version: '1.0.0',
      },
      servers: [{ url: config.PUBLIC_ORIGIN }],
    },
    transform: apiOnly,
  })
  // The UI's routes (page, assets, the document) are public, like the documented surface itself.
  await fastify.register(async (docs) => {
    scopeAccess(docs, 'public')
    await docs.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: false },
      staticCSP: true,
      transformStaticCSP: tightenCsp(config.secureCookies),
    })
  })
}

export default fp(swagger, { name: 'swagger' })
