/**
 * OpenAPI 3.1 description of the gateway's operations for partner and app clients, with a browsable
 * UI at `/api/docs`. Not registered in production: the route inventory there carries no docs (CFG-1).
 * Every contract endpoint the gateway serves is in it (the JSON API, the partner's `/connect/token`,
 * the one-click unsubscribe and the probes), each with its contract name as `operationId`, its
 * security as the route's access, and every answer it can give (docs/api.md says who may call what).
 * @see https://github.com/fastify/fastify-swagger
 */
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { securitySchemes } from '../../openapi/security-schemes.ts'
import { scopeAccess } from '../routing/route-policy.ts'
import { sessionCookieName } from './session.ts'

const DOCS_PREFIX = '/api/docs'

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
  // Loaded here: it reads every contract module, which production has no use for.
  const { documentedRoute, finishDocument } = await import('../../openapi/document.ts')

  await fastify.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.SCHEME_NAME} web gateway API`,
        description:
          'The JSON surface of the backend-for-frontend, for the browser client, connect partners and ' +
          "the scheme's app. Who may call what, errors, limits and versioning: docs/api.md.",
        version: '1.0.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      components: { securitySchemes: securitySchemes(sessionCookieName(config)) },
    },
    transform: documentedRoute,
    transformObject: finishDocument,
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
