/**
 * The lazy compiler factories (server/lazy-schema-compilers.ts): nothing is compiled at start,
 * each schema once on its route's first use, and validation answers as with Fastify's own
 * compilers (headers matched whatever their case in the schema, the reasons of a refusal).
 */
import Fastify from 'fastify'
import t from 'tap'
import {
  fastifySerializerFactory,
  fastifyValidatorFactory,
  lazySerializerFactory,
  lazyValidatorFactory,
  type SerializerFactory,
  type ValidatorFactory,
} from '../../server/lazy-schema-compilers.ts'

type Loose = (externalSchemas: unknown, options: unknown) => (route: unknown) => unknown

/** A factory that counts the schemas it compiles (Fastify's own factories, typed loosely here). */
function counting<F>(factory: F, count: () => void): F {
  const loose: Loose = (externalSchemas, options) => {
    const compile = (factory as unknown as Loose)(externalSchemas, options)
    return (route) => {
      count()
      return compile(route)
    }
  }
  return loose as unknown as F
}

async function countingServer() {
  const compiled = { validators: 0, serializers: 0 }
  const validators: ValidatorFactory = counting(fastifyValidatorFactory, () => compiled.validators++)
  const serializers: SerializerFactory = counting(fastifySerializerFactory, () => compiled.serializers++)
  const fastify = Fastify({
    schemaController: {
      compilersFactory: {
        buildValidator: lazyValidatorFactory(validators),
        buildSerializer: lazySerializerFactory(serializers),
      },
    },
  })
  fastify.post(
    '/codes',
    {
      schema: {
        headers: {
          type: 'object',
          properties: { 'X-Code': { type: 'string', pattern: '^[0-9]{6}$' } },
          required: ['X-Code'],
        },
        body: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] },
        response: { 200: { type: 'object', properties: { n: { type: 'integer' } } } },
      },
    },
    async (request) => ({ n: (request.body as { n: number }).n, secret: 'not in the schema' }),
  )
  await fastify.ready()
  return { fastify, compiled }
}

t.test('compiles nothing at start, each schema once on first use', async (t) => {
  const { fastify, compiled } = await countingServer()
  t.teardown(() => fastify.close())
  t.same(compiled, { validators: 0, serializers: 0 }, 'nothing at start')
  const call = () =>
    fastify.inject({ method: 'POST', url: '/codes', headers: { 'x-code': '123456' }, payload: { n: 1 } })
  const first = await call()
  t.equal(first.statusCode, 200)
  t.same(first.json(), { n: 1 }, 'written by the response schema')
  await call()
  t.same(compiled, { validators: 2, serializers: 1 }, 'headers and body once, the reply once')
})

t.test('refusals carry their reasons; header names match whatever their case', async (t) => {
  const { fastify } = await countingServer()
  t.teardown(() => fastify.close())
  const noHeader = await fastify.inject({ method: 'POST', url: '/codes', payload: { n: 1 } })
  t.equal(noHeader.statusCode, 400)
  t.match(noHeader.json().message, /x-code/i)
  const badBody = await fastify.inject({
    method: 'POST',
    url: '/codes',
    headers: { 'X-Code': '123456' },
    payload: {},
  })
  t.equal(badBody.statusCode, 400)
  t.match(badBody.json().message, /must have required property 'n'/)
})
