/** `/healthz` (the process answers) and `/readyz` (its dependencies answer). */
import Type from 'typebox'
import { defineEndpoint } from './endpoint.ts'

export const HealthSchema = Type.Object({ status: Type.Literal('ok') }, { $id: 'Health' })

const CheckResultSchema = Type.Object({
  ok: Type.Boolean(),
  ms: Type.Optional(Type.Number({ minimum: 0 })),
  error: Type.Optional(Type.String({ description: 'short reason, never a secret' })),
})

export const ReadinessSchema = Type.Object(
  {
    status: Type.Union([Type.Literal('ready'), Type.Literal('not-ready')]),
    checks: Type.Record(Type.String(), CheckResultSchema, { description: 'dependency name → result' }),
  },
  { $id: 'Readiness' },
)

/** Liveness and readiness probes: not part of the documented /api surface. */
export const healthApi = {
  live: defineEndpoint({
    method: 'GET',
    url: '/healthz',
    tags: ['operations'],
    summary: 'Liveness: the gateway answers',
    response: { 200: Type.Object({ status: Type.Literal('ok') }) },
  }),
  ready: defineEndpoint({
    method: 'GET',
    url: '/readyz',
    tags: ['operations'],
    summary: 'Readiness: the upstream answers',
    response: {
      200: Type.Object({ status: Type.Literal('ready') }),
      503: Type.Object({ status: Type.Literal('unavailable') }),
    },
  }),
}
