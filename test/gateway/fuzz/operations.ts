/**
 * Every `/api` operation of the gateway's own OpenAPI document (`app.swagger()`, ready), so that a
 * new route is fuzzed without a line in the suite: its method, path template, parameters and the
 * JSON schema of its body.
 */
import type { FastifyInstance } from 'fastify'

export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  pattern?: string
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  maxItems?: number
}

type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: JsonSchema }

export type Operation = {
  method: string
  /** The OpenAPI path, `{name}` for a path parameter. */
  path: string
  /** The first segment after `/api/` (or `/connect/`): the family a count is kept for. */
  family: string
  parameters: Parameter[]
  body?: JsonSchema
}

type OpenApiOperation = {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete'])

/** JSON operations outside `/api` that a server, not a page, calls: fuzzed all the same. */
export const OUTSIDE_API = ['/connect/token']

export function apiOperations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> }
  const operations: Operation[] = []
  for (const [path, byMethod] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/api/') && !OUTSIDE_API.includes(path)) continue
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!METHODS.has(method)) continue
      const content = operation.requestBody?.content ?? {}
      const body = (content['application/json'] ?? Object.values(content)[0])?.schema
      operations.push({
        method: method.toUpperCase(),
        path,
        family: path.split('/')[2] ?? '',
        parameters: operation.parameters ?? [],
        ...(body ? { body } : {}),
      })
    }
  }
  return operations
}
