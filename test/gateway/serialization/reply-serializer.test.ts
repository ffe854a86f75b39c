/**
 * The gateway's reply serializer against Fastify's own (fast-json-stringify): the same text, or the
 * same error, for every schema and value here; the projection really used for the values it can
 * vouch for (the fast path), and left to fast-json-stringify for everything else.
 */
import t, { type Test } from 'tap'
import Type, { type TSchema } from 'typebox'
import { compileProjection, NOT_PROJECTED } from '../../../server/gateway/serialization/json-projection.ts'
import { projectingSerializerFactory } from '../../../server/gateway/serialization/reply-serializer.ts'
import { fastifySerializerFactory } from '../../../server/lazy-schema-compilers.ts'
import { offersApi } from '../../../shared/contract/offers.ts'
import { offerFixture } from '../upstream/offer-fixture.ts'

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' })
const fjs = (schema: unknown) => fastifySerializerFactory({}, undefined)(route(schema))
const ours = (schema: unknown) => projectingSerializerFactory()({}, undefined)(route(schema))

function outcome(serialize: (value: unknown) => string, value: unknown) {
  try {
    return { text: serialize(value) }
  } catch (error) {
    return { error: (error as Error).message }
  }
}

/** Same text or same error as fast-json-stringify; `projected` says whether the fast path wrote it. */
function agrees(t: Test, schema: TSchema | Record<string, unknown>, value: unknown, projected: boolean) {
  const name = `${JSON.stringify(schema)} ← ${describe(value)}`
  t.same(outcome(ours(schema), value), outcome(fjs(schema), value), name)
  const project = compileProjection(schema)
  t.equal(project !== undefined && project(value) !== NOT_PROJECTED, projected, `fast path: ${name}`)
}

function describe(value: unknown) {
  try {
    return value instanceof Date ? 'Date' : String(JSON.stringify(value))
  } catch {
    return 'a value that cannot be read'
  }
}

t.test(
  'strings, numbers, integers, booleans and null: written as they are, coerced values left to fjs',
  async (t) => {
    const strings = Type.Object({ s: Type.String() })
    for (const s of [
      '',
      'plain',
      'quote " and \\ backslash',
      'new\nline \u0001 control',
      '£ é — ☃ 😀',
      'x'.repeat(300),
    ])
      agrees(t, strings, { s }, true)
    agrees(t, strings, { s: `lone ${'\ud800'} surrogate` }, true)
    for (const s of [42, null, true, new Date(0), { toString: () => 'obj' }]) agrees(t, strings, { s }, false)

    const dates = Type.Object({ at: Type.String({ format: 'date-time' }) })
    agrees(t, dates, { at: '2030-01-31T23:59:59.000Z' }, true)
    agrees(t, dates, { at: new Date(Date.UTC(2030, 0, 31)) }, false)

    const numbers = Type.Object({ n: Type.Number(), i: Type.Integer(), b: Type.Boolean(), z: Type.Null() })
    for (const n of [0, -0, 1.5, -2e-7, 1e21, Number.MAX_VALUE, Number.POSITIVE_INFINITY])
      agrees(t, numbers, { n, i: 3, b: false, z: null }, true)
    agrees(t, numbers, { n: 1, i: -0, b: true, z: null }, true)
    agrees(t, numbers, { n: 1, i: 1e21, b: true, z: null }, true)
    agrees(t, numbers, { n: '12', i: 3, b: true, z: null }, false)
    agrees(t, numbers, { n: Number.NaN, i: 3, b: true, z: null }, false)
    agrees(t, numbers, { n: 1, i: 2.5, b: true, z: null }, false)
    agrees(t, numbers, { n: 1, i: '7', b: true, z: null }, false)
    agrees(t, numbers, { n: 1, i: 3, b: 'yes', z: null }, false)
    agrees(t, numbers, { n: 1, i: 3, b: 0, z: null }, false)
    agrees(t, numbers, { n: 1, i: 3, b: true, z: 'not null' }, false)
  },
)

t.test('objects: declared properties only, required ones first, defaults, missing ones', async (t) => {
  const schema = Type.Object({
    a: Type.Optional(Type.String()),
    b: Type.Integer(),
    c: Type.Optional(Type.Object({ d: Type.Boolean() })),
    e: Type.String(),
  })
  agrees(t, schema, { a: 'x', b: 1, c: { d: true }, e: 'y' }, true)
  agrees(t, schema, { e: 'y', b: 1, extra: 'dropped', a: undefined }, true)
  agrees(t, schema, { b: 1, e: 'y', c: { d: false, more: 1 } }, true)
  agrees(t, schema, { b: 1 }, false)
  agrees(t, schema, { b: 1, e: 'y', c: null }, false)
  agrees(t, schema, null, false)
  agrees(t, schema, [1, 2], false)
  agrees(t, schema, { b: 1, e: 'y', toJSON: () => ({ b: 2, e: 'z' }) }, false)
  agrees(
    t,
    Type.Object({ s: Type.String({ default: 'fallback' }), n: Type.Number({ default: 3 }) }),
    {},
    true,
  )
  agrees(
    t,
    { type: 'object', properties: { a: { type: 'string' } }, required: ['a', 'ghost'] },
    { a: 'x' },
    false,
  )
  agrees(
    t,
    { type: 'object', properties: { a: { type: 'string' } }, required: ['a', 'ghost'] },
    { a: 'x', ghost: 1 },
    true,
  )
  agrees(t, Type.Object({}), { anything: 1 }, true)
  const getter = Object.defineProperty({ b: 1 }, 'e', { enumerable: true, get: () => 'computed' })
  agrees(t, schema, getter, true)
  const throwing = Object.defineProperty({ b: 1 }, 'e', {
    enumerable: true,
    get: () => {
      throw new Error('getter failed')
    },
  })
  agrees(t, schema, throwing, false)
})

t.test('records (patternProperties) and additionalProperties', async (t) => {
  const record = Type.Record(Type.String({ pattern: '^[0-9]+$' }), Type.String())
  agrees(t, record, { '288': '/a/288.svg', '1360': '/a/1360.svg', '640': '/a/640.svg' }, true)
  agrees(t, record, { '288': '/a', big: 'no pattern: dropped' }, true)
  agrees(t, record, { '288': 7 }, false)
  agrees(t, record, {}, true)
  agrees(t, record, { '288': undefined, '300': '/b' }, true)
  const mixed = {
    type: 'object',
    properties: { name: { type: 'string' } },
    patternProperties: { '^x-': { type: 'integer' } },
    additionalProperties: { type: 'boolean' },
  }
  agrees(t, mixed, { 'x-a': 1, name: 'n', flag: true, 'x-b': 2 }, true)
  agrees(t, mixed, { name: 'n', '7': true }, false)
  agrees(t, mixed, { name: 'n', flag: 'yes' }, false)
  const open = { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: true }
  agrees(t, open, { a: 'x', rest: { deep: [1, 'two', null] }, fn: () => 1 }, true)
  const closed = { type: 'object', properties: { a: { type: 'string' } }, additionalProperties: false }
  agrees(t, closed, { a: 'x', rest: 1 }, true)
  const inherited = Object.assign(Object.create({ inherited: 'x' }), { '300': '/c' })
  agrees(t, record, inherited, true)
})

t.test('array-index keys declared first and ascending, as a copy lists them', async (t) => {
  const widths = Type.Object({
    '288': Type.Optional(Type.String()),
    '1360': Type.Optional(Type.String()),
    name: Type.Optional(Type.String()),
  })
  // Parsed from text in another order: the copy and fast-json-stringify both write 288 first.
  agrees(t, widths, JSON.parse('{"name":"n","1360":"/big","288":"/small"}'), true)
  agrees(t, widths, { '1360': '/big' }, true)
  agrees(t, widths, { '288': '/small', '640': 'undeclared: dropped' }, true)
  agrees(t, widths, { '288': 288 }, false)
  const requiredFirst = Type.Object({ name: Type.String(), '7': Type.Optional(Type.String()) })
  t.equal(compileProjection(requiredFirst), undefined, 'a required named key is written before it')
  const allRequired = Type.Object({ name: Type.String(), '7': Type.String() })
  agrees(t, allRequired, JSON.parse('{"name":"n","7":"seven"}'), true)
})

t.test('arrays, unions, literals, enums and nullable', async (t) => {
  const list = Type.Array(Type.Object({ id: Type.String(), tags: Type.Array(Type.String()) }))
  agrees(t, list, [], true)
  agrees(
    t,
    list,
    [
      { id: 'a', tags: ['x', 'y'], extra: 1 },
      { id: 'b', tags: [] },
    ],
    true,
  )
  agrees(t, list, [{ id: 'a', tags: ['x', 3] }], false)
  agrees(t, list, [{ id: 'a', tags: null }], false)
  agrees(t, list, 'not an array', false)
  // biome-ignore lint/suspicious/noSparseArray: a hole is what is checked
  agrees(t, Type.Array(Type.String()), ['a', , 'c'], false)

  const nullable = Type.Object({ key: Type.Union([Type.String(), Type.Null()]) })
  agrees(t, nullable, { key: 'argos' }, true)
  agrees(t, nullable, { key: null }, true)
  agrees(t, nullable, { key: 5 }, false)

  const states = Type.Object({ state: Type.Enum(['LOADED', 'HIDDEN']), kind: Type.Literal('ALL') })
  agrees(t, states, { state: 'HIDDEN', kind: 'ALL' }, true)
  agrees(t, states, { state: 'GONE', kind: 'ALL' }, false)
  agrees(t, states, { state: 'LOADED', kind: 'SOME' }, false)
  const literals = Type.Union([Type.Literal('a'), Type.Literal(1), Type.Literal(true)])
  for (const value of ['a', 1, true]) agrees(t, Type.Object({ v: literals }), { v: value }, true)
  agrees(t, Type.Object({ v: literals }), { v: 'b' }, false)
  const typedEnum = { type: 'object', properties: { v: { type: 'string', enum: ['a', 'b'] } } }
  agrees(t, typedEnum, { v: 'a' }, true)
  agrees(t, typedEnum, { v: 'c' }, false)
  const openapiNullable = { type: 'object', properties: { v: { type: 'string', nullable: true } } }
  agrees(t, openapiNullable, { v: null }, true)
  agrees(t, openapiNullable, { v: 's' }, true)
  const typeList = { type: 'object', properties: { v: { type: ['string', 'null'] } } }
  agrees(t, typeList, { v: null }, true)
  agrees(t, typeList, { v: 's' }, true)
  agrees(t, typeList, { v: 1 }, false)
  agrees(t, Type.Object({ any: Type.Unknown() }), { any: { nested: [1, 'x', null] } }, true)
})

t.test('schemas it does not handle are left whole to fast-json-stringify', async (t) => {
  const unsupported = [
    { type: 'object', properties: { v: { anyOf: [{ type: 'string', format: 'email' }, { type: 'null' }] } } },
    { type: 'object', properties: { v: { anyOf: [{ type: 'object', properties: {} }, { type: 'null' }] } } },
    { type: 'object', properties: { v: { anyOf: [{ type: 'number' }, { type: 'string' }] } } },
    { type: 'object', properties: { v: { allOf: [{ type: 'string' }] } } },
    {
      type: 'object',
      properties: { v: { $ref: '#/definitions/x' } },
      definitions: { x: { type: 'string' } },
    },
    // fast-json-stringify writes the required `v` before the array-index key; a copy lists `0` first.
    { type: 'object', properties: { v: { type: 'string' }, '0': { type: 'string' } }, required: ['v'] },
    { type: 'object', properties: { v: { type: 'string', format: 'unsafe' } } },
    { type: 'object', properties: { v: { enum: ['a', 1], type: 'string' } } },
    { type: 'array', items: [{ type: 'string' }] },
    // biome-ignore lint/suspicious/noThenProperty: a JSON Schema keyword, not a promise
    { type: 'object', properties: { v: { if: { type: 'string' }, then: { type: 'string' } } } },
    { properties: { a: { type: 'string' } } },
  ]
  for (const schema of unsupported) {
    t.equal(compileProjection(schema), undefined, JSON.stringify(schema))
    t.same(outcome(ours(schema), { v: 'x', a: 'y' }), outcome(fjs(schema), { v: 'x', a: 'y' }))
  }
})

t.test('the offers list: projected, byte for byte what fast-json-stringify writes', async (t) => {
  const schema = offersApi.list.response[200]
  const offers = Array.from({ length: 60 }, (_, index) => {
    const offer = offerFixture(`offer-${index}`)
    const versions = Object.fromEntries(
      [1360, 640, 432, 350, 343, 300, 288].map((width) => [String(width), `/content/${index}/${width}.svg`]),
    )
    return {
      ...offer,
      title: `£${index} off — “quoted” \\ ${index}`,
      brandDetailsKey: index % 2 === 0 ? null : 'argos',
      savedAt: index % 3 === 0 ? null : new Date(Date.UTC(2026, 10, 1 + (index % 28), 9, 30)).toISOString(),
      imgUrls: { ...offer.imgUrls, versions, others: [{ width: 640, url: '/640.svg' }] },
      imageUrls: index % 3 === 0 ? { logoImageUrl: '/logo.svg' } : {},
      internalNote: 'never sent to the browser',
    }
  })
  // As the gateway gets it: parsed from the upstream's text.
  const answer = JSON.parse(JSON.stringify({ offers }))
  agrees(t, schema, answer, true)
  t.notMatch(ours(schema)(answer), /internalNote/)
  // A saved time in another form than toISOString's is left to fast-json-stringify, which agrees.
  agrees(t, schema, { offers: [{ ...answer.offers[1], savedAt: '2026-11-01T09:30:00+01:00' }] }, false)
})

t.test('random values against one schema of every handled kind: always the same text or error', async (t) => {
  const schema = Type.Object({
    id: Type.String(),
    count: Type.Optional(Type.Integer()),
    ratio: Type.Number(),
    on: Type.Boolean(),
    state: Type.Enum(['A', 'B']),
    key: Type.Union([Type.String(), Type.Null()]),
    sizes: Type.Record(Type.String({ pattern: '^[0-9]+$' }), Type.String()),
    items: Type.Array(Type.Object({ url: Type.String(), width: Type.Optional(Type.Integer()) })),
  })
  // A small deterministic generator: mostly valid values, sometimes one of another type.
  let seed = 7
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed / 2 ** 31
  }
  const odd = () => [undefined, null, 0, 1.5, '', 'text', true, [], {}, Number.NaN][Math.floor(random() * 10)]
  const maybe = (valid: () => unknown) => (random() < 0.05 ? odd() : valid())
  const text = () => ['a', 'é £', 'say "hi"', 'line\nbreak', 'x'.repeat(50)][Math.floor(random() * 5)]
  let projected = 0
  for (let round = 0; round < 400; round++) {
    const value = {
      id: maybe(text),
      count: maybe(() => Math.floor(random() * 100)),
      ratio: maybe(() => random() * 10),
      on: maybe(() => random() < 0.5),
      state: maybe(() => (random() < 0.5 ? 'A' : 'B')),
      key: maybe(() => (random() < 0.5 ? null : text())),
      sizes: maybe(() => ({ '300': text(), '640': maybe(text), ...(random() < 0.1 ? { other: 1 } : {}) })),
      items: maybe(() => [{ url: maybe(text), width: maybe(() => 300) }]),
      ...(random() < 0.2 ? { extra: text() } : {}),
    }
    t.same(outcome(ours(schema), value), outcome(fjs(schema), value), `round ${round}`)
    if (compileProjection(schema)?.(value) !== NOT_PROJECTED) projected += 1
  }
  t.ok(projected > 100 && projected < 400, `both paths exercised (${projected} of 400 projected)`)
})
