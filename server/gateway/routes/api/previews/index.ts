/**
 * POST /api/previews: the content system's preview links (routes specification §2.1 previews). Public,
 * as editors may not hold a collector account; the signature is the only authority, and a refused
 * token's contents are never answered. Rate limited per client: each try costs a signature check.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PREVIEW_REFUSALS, previewsApi } from '../../../../../shared/contract/previews.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { Refusal } from '../../../errors/refusal.ts'
import { createPreviewVerifier } from './preview-tokens.ts'

const RATE_LIMIT = { max: 60, timeWindow: 60_000 }

const previews: FastifyPluginAsyncTypebox = async (fastify) => {
  const { previewPublicJwk } = fastify.config
  const verify = previewPublicJwk ? await createPreviewVerifier(previewPublicJwk) : undefined

  fastify.route({
    ...routeOf(previewsApi.verify),
    config: { access: 'public', stateChanging: true, rateLimit: RATE_LIMIT },
    handler: async (request) => {
      if (!verify) throw new Refusal(404, 'PREVIEWS_OFF', PREVIEW_REFUSALS.PREVIEWS_OFF)
      const outcome = await verify(request.body.token, request.body.kind)
      if ('refusal' in outcome) {
        request.log.info({ event: 'preview-refused', code: outcome.refusal }, 'preview refused')
        throw new Refusal(400, outcome.refusal, PREVIEW_REFUSALS[outcome.refusal])
      }
      return outcome.preview
    },
  })
}

export default previews
