/**
 * Fastify compiler factories that compile a route's validators and reply serializers on the
 * route's first use instead of at start. Compiling every schema of every route up front was most
 * of a start's CPU time and a large share of its memory, for routes most processes never serve.
 * A compiled function is kept, so each schema is still compiled once.
 * @see https://fastify.dev/docs/latest/Reference/Server/#schemacontroller
 */
import { createRequire } from 'node:module'
import type { FastifyServerOptions } from 'fastify'

type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>
export type ValidatorFactory = NonNullable<Compilers['buildValidator']>
export type SerializerFactory = NonNullable<Compilers['buildSerializer']>
type RouteSchema = { schema: unknown; httpPart?: string }
type Validate = ((this: unknown, data: unknown) => unknown) & { errors?: unknown }
/** The factories' shape as used here: Fastify's types for them are a union of Ajv's and others'. */
type LooseFactory<F> = (externalSchemas: unknown, options: unknown) => (route: RouteSchema) => F
type SchemaObject = { properties?: Record<string, unknown>; required?: string[] }

// Fastify's default factories (Ajv, fast-json-stringify), loaded from Fastify's own dependencies.
const fromFastify = createRequire(import.meta.resolve('fastify'))
export const fastifyValidatorFactory = (fromFastify('@fastify/ajv-compiler') as () => ValidatorFactory)()
export const fastifySerializerFactory = (
  fromFastify('@fastify/fast-json-stringify-compiler') as () => SerializerFactory
)()

/**
 * Fastify lower-cases the names in a headers schema for its own compiler only (request headers
 * arrive lower-cased); a factory given in the options counts as a custom one, so it is done here.
 */
function lowerCaseHeaders(schema: unknown): unknown {
  const object = schema as SchemaObject | null
  if (typeof object !== 'object' || object === null || !object.properties) return schema
  return {
    ...object,
    properties: Object.fromEntries(
      Object.entries(object.properties).map(([name, value]) => [name.toLowerCase(), value]),
    ),
    ...(object.required ? { required: object.required.map((name) => name.toLowerCase()) } : {}),
  }
}

export function lazyValidatorFactory(factory: ValidatorFactory = fastifyValidatorFactory): ValidatorFactory {
  const lazyFactory = (externalSchemas: unknown, options: unknown) => {
    const compile = (factory as LooseFactory<Validate>)(externalSchemas, options)
    return (route: RouteSchema) => {
      let validate: Validate | undefined
      const compileOnce = () => {
        validate ??= compile(
          route.httpPart === 'headers' ? { ...route, schema: lowerCaseHeaders(route.schema) } : route,
        )
        return validate
      }
      // Fastify reads a failed validation's reasons from the function's `errors`.
      const lazy: Validate = function (this: unknown, data: unknown) {
        const own = compileOnce()
        const result = own.call(this, data)
        lazy.errors = own.errors
        return result
      }
      return lazy
    }
  }
  return lazyFactory as ValidatorFactory
}

/**
 * JSON bodies carry their own types, so they are checked as they are: `{"enabled":null}` is
 * refused, where Ajv's coercion made it `false` (and `null` a 0 or an empty string). Query strings,
 * path parameters and headers are text, and are still coerced to the schema's types.
 */
export function typedBodies(factory: ValidatorFactory = fastifyValidatorFactory): ValidatorFactory {
  const split = (externalSchemas: unknown, options: { customOptions?: object }) => {
    const coercing = (factory as LooseFactory<Validate>)(externalSchemas, options)
    const typed = (factory as LooseFactory<Validate>)(externalSchemas, {
      ...options,
      customOptions: { ...options.customOptions, coerceTypes: false },
    })
    return (route: RouteSchema) => (route.httpPart === 'body' ? typed : coercing)(route)
  }
  return split as ValidatorFactory
}

export function lazySerializerFactory(
  factory: SerializerFactory = fastifySerializerFactory,
): SerializerFactory {
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options)
    return (route) => {
      let serialize: ((data: unknown) => string) | undefined
      return (data: unknown) => {
        serialize ??= compile(route)
        return serialize(data)
      }
    }
  }
}
