/** The gateway's OpenAPI document as a client fetches it, and its operations. */
import type { FastifyInstance } from 'fastify'

export type OpenApiOperation = {
  operationId?: string
  summary?: string
  description?: string
  tags?: string[]
  security?: Array<Record<string, string[]>>
  responses?: Record<string, { description?: string; content?: Record<string, { example?: unknown }> }>
}
export type OpenApiDocument = {
  paths: Record<string, Record<string, OpenApiOperation>>
  components: { securitySchemes?: Record<string, Record<string, unknown>> }
  servers?: Array<{ url: string }>
  info: { license?: { name: string } }
}

export async function fetchDocument(app: FastifyInstance): Promise<{ source: string; doc: OpenApiDocument }> {
  const res = await app.inject({ url: '/api/docs/json' })
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`)
  return { source: res.body, doc: res.json() }
}

/** `GET /api/offers/:offerId` for each operation: the route inventory's own naming. */
export function operationsOf(doc: OpenApiDocument): Map<string, OpenApiOperation> {
  const operations = new Map<string, OpenApiOperation>()
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(item))
      operations.set(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`, operation)
  return operations
}
