/**
 * A number that is not finite never reaches a handler: Ajv coerces "1e309" and "Infinity" to
 * Infinity, which skips `minimum` and `maximum`, and JSON parses 1e400 as Infinity, so the gateway
 * refuses it itself with a 400 VALIDATION naming the field, in path parameters, query strings and
 * bodies alike. A JSON body is not coerced at all: a string or null is not a number or a boolean.
 */
import { PassThrough } from 'node:stream'
import t from 'tap'
import { firstNonFinite, NOT_FINITE_MESSAGE } from '../../../server/gateway/plugins/app/request-values.ts'
import { buildTestGateway, sameOriginHeaders } from '../../helpers/gateway.ts'

const PUBLIC_ORIGIN = 'http://localhost:3000'
const bounded = { type: 'integer', minimum: 0, maximum: 10 } as const
let handled = 0
const gateway = await buildTestGateway(
  t,
  { PUBLIC_ORIGIN },
  {
    register: (fastify) => {
      fastify.route({
        method: 'POST',
        url: '/test/finite/:n',
        config: { stateChanging: true },
        schema: {
          params: { type: 'object', properties: { n: bounded } },
          querystring: { type: 'object', properties: { q: bounded } },
          body: { type: 'object', properties: { b: { type: 'number', maximum: 10 } } },
        },
        handler: async () => {
          handled += 1
          return { ok: true }
        },
      })
    },
  },
)
const post = (url: string, payload: unknown = {}) =>
  gateway.inject({
    method: 'POST',
    url,
    headers: { ...sameOriginHeaders({ PUBLIC_ORIGIN }), 'content-type': 'application/json' },
    payload: payload as string | object,
  })

t.test('finite numbers within bounds pass', async (t) => {
  const response = await post('/test/finite/3?q=1e1', { b: 2.5 })
  t.equal(response.statusCode, 200, response.body)
  t.equal(handled, 1)
})

t.test('Infinity in any part is a 400 VALIDATION, never handled', async (t) => {
  const cases: Array<[string, unknown, string]> = [
    ['/test/finite/1e309', {}, 'n'],
    ['/test/finite/Infinity', {}, 'n'],
    ['/test/finite/1?q=1e309', {}, 'q'],
    ['/test/finite/1?q=-Infinity', {}, 'q'],
  ]
  for (const [url, body, field] of cases) {
    const response = await post(url, body)
    t.equal(response.statusCode, 400, `${url} ${JSON.stringify(body)}`)
    t.same(response.json(), {
      code: 'VALIDATION',
      message: NOT_FINITE_MESSAGE,
      fields: { [field]: NOT_FINITE_MESSAGE },
    })
  }
  t.equal(handled, 1, 'no handler ran')
})

t.test(
  'a JSON body keeps its types: null and strings are refused, not coerced (issue 21 item 8)',
  async (t) => {
    for (const b of [null, '2.5', '', true]) {
      const response = await post('/test/finite/1', { b })
      t.equal(response.statusCode, 400, JSON.stringify(b))
      t.equal(response.json().code, 'VALIDATION', JSON.stringify(b))
    }
    t.equal(handled, 1, 'no handler ran')
  },
)

t.test('the walk names the first non-finite number at any depth, without recursion', async (t) => {
  t.equal(firstNonFinite({ a: [1, { b: Number.NEGATIVE_INFINITY }] }), 'a.1.b')
  t.equal(firstNonFinite({ a: 1, b: 'Infinity', c: null }), undefined)
  let deep: unknown = Number.POSITIVE_INFINITY
  for (let i = 0; i < 200_000; i += 1) deep = [deep]
  t.ok(firstNonFinite(deep)?.startsWith('0.0.'), 'a 200,000-deep array does not overflow the stack')
})

t.test('a forwarded body (a stream) and cycles are not walked', async (t) => {
  const stream = Object.assign(new PassThrough(), { self: undefined as unknown })
  stream.self = stream
  t.equal(firstNonFinite(stream), undefined, 'returns at once')
  const cyclic: Record<string, unknown> = { n: 1 }
  cyclic.again = cyclic
  t.equal(firstNonFinite(cyclic), undefined, 'a cycle is walked once')
  t.equal(firstNonFinite({ wrapped: [{ n: Number.NEGATIVE_INFINITY }] }), 'wrapped.0.n')
})
