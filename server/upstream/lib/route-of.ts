/**
 * A route's method, URL and schema, taken from its declaration in `shared/contract/upstream/`, so
 * that the reference upstream answers exactly the calls the gateway's clients make.
 * @see https://github.com/fastify/demo/blob/main/src/routes/api/tasks/index.ts
 */
import type { Endpoint } from '../../../shared/contract/endpoint.ts'

export function routeOf<const E extends Endpoint>(endpoint: E) {
  const { method, url, ...schema } = endpoint
  return { method, url, schema }
}
