/**
 * The gateway's reply serializers (Fastify's `schemaController.compilersFactory.buildSerializer`):
 * every reply is still written by its route's response schema, through the schema's projection
 * (json-projection.ts) and the native JSON.stringify; a schema or a value the projection does not
 * handle is written by Fastify's own serializer (fast-json-stringify) exactly as before. An upstream
 * answer a handler passed on unchanged (upstream-json.ts) is sent as the upstream's own bytes when
 * its projection leaves nothing out.
 * @see https://fastify.dev/docs/latest/Reference/Server/#schemacontroller
 */
import { fastifySerializerFactory, type SerializerFactory } from '../../lazy-schema-compilers.ts'
import { compileConformance, compileProjection, NOT_PROJECTED } from './json-projection.ts'
import { passedOnBytes } from './upstream-json.ts'

type SerializerCompiler = ReturnType<SerializerFactory>

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'object' && Object.keys(value).length === 0)

export function projectingSerializerFactory(fallback = fastifySerializerFactory): SerializerFactory {
  return (externalSchemas, options) => {
    const compileFallback = fallback(externalSchemas, options)
    // Shared schemas ($ref) and serializer options (rounding, large-array modes) stay fast-json-stringify's.
    const plain = isEmpty(externalSchemas) && isEmpty(options)
    const compile: SerializerCompiler = (route) => {
      const serialize = compileFallback(route)
      const project = plain ? compileProjection(route.schema) : undefined
      const conforms = project && compileConformance(route.schema)
      if (!project || !conforms) return serialize
      return (data: unknown) => {
        const bytes = passedOnBytes(data)
        // Fastify writes a Buffer payload as it is; the serializer's type only knows strings.
        if (bytes && conforms(data)) return bytes as unknown as string
        const projected = project(data)
        return projected === NOT_PROJECTED ? serialize(data) : JSON.stringify(projected)
      }
    }
    return compile
  }
}
