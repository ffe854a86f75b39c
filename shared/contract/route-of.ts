/**
 * A server route from its endpoint declaration: method, URL and schema come from the contract, so
 * the route and its callers (the client's fetcher, the gateway's upstream client) cannot disagree,
 * and Fastify's TypeBox type provider types `request.params/query/body` and every reply from the
 * same schemas. Used by the gateway's routes and by the reference upstream's.
 *
 *   fastify.route({
 *     ...routeOf(brandsApi.get),
 *     config: { access: 'public', rateLimit: { max: 60, timeWindow: 60_000 } },
 *     handler: async (request) => lookUp(request.query.keys),
 *   })
 *
 * The URL is the whole path: both servers autoload their route files without folder prefixes.
 * @see https://github.com/fastify/fastify-type-provider-typebox#type-definition-of-fastifyinstance--typeprovider
 */
import type { Endpoint } from './endpoint.ts'

const SCHEMA_KEYS = ['summary', 'tags', 'params', 'querystring', 'body', 'headers', 'response'] as const
type SchemaKey = (typeof SCHEMA_KEYS)[number]

/** The declaration's schema part, as Fastify and @fastify/swagger read it. */
type SchemaOf<E extends Endpoint> = Pick<E, Extract<keyof E, SchemaKey>>

export type RouteOf<E extends Endpoint> = { method: E['method']; url: E['url']; schema: SchemaOf<E> }

export function routeOf<const E extends Endpoint>(endpoint: E): RouteOf<E> {
  const schema = Object.fromEntries(
    SCHEMA_KEYS.filter((key) => endpoint[key] !== undefined).map((key) => [key, endpoint[key]]),
  ) as SchemaOf<E>
  return { method: endpoint.method, url: endpoint.url, schema }
}
