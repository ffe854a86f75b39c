/**
 * GET /healthz: the upstream answers and its store runs a query.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sql } from 'kysely'
import Type from 'typebox'

const HealthSchema = Type.Object({ status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]) })

const healthz: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    { schema: { response: { 200: HealthSchema, 503: HealthSchema } } },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(fastify.db)
        return { status: 'ok' as const }
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable')
        return reply.code(503).send({ status: 'unavailable' })
      }
    },
  )
}

export default healthz
