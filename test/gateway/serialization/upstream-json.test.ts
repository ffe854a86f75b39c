/**
 * An upstream answer passed on unchanged goes out as the upstream's own bytes, and only then: the
 * rest client keeps the bytes of what it parsed and checked, the handler says `passOn`, and the
 * reply serializer sends them when the route's schema leaves nothing out of the value. Otherwise
 * the reply is written from the value, undeclared properties dropped, as for every other route.
 */
import t from 'tap'
import Type from 'typebox'
import { projectingSerializerFactory } from '../../../server/gateway/serialization/reply-serializer.ts'
import { keepUpstreamBytes, passOn } from '../../../server/gateway/serialization/upstream-json.ts'
import { setup } from '../upstream/helpers.ts'

const Offer = Type.Object({
  id: Type.String(),
  points: Type.Integer(),
  savedAt: Type.Union([Type.String(), Type.Null()]),
  tags: Type.Optional(Type.Array(Type.String())),
})
const List = Type.Object({ offers: Type.Array(Offer) })
const serialize = projectingSerializerFactory()({}, undefined)({
  schema: List,
  method: 'GET',
  url: '/api/offers',
  httpStatus: '200',
})
/** What the browser would receive, and whether it was the upstream's bytes. */
const sent = (value: unknown) => {
  const out = serialize(value) as unknown
  return Buffer.isBuffer(out) ? { bytes: true, text: out.toString() } : { bytes: false, text: String(out) }
}
// Key order and spacing the gateway would never write itself: the upstream's bytes are recognisable.
const UPSTREAM = '{ "offers": [ { "savedAt": null, "points": 100, "id": "a", "tags": ["food", "£5 off"] } ] }'

t.test('the rest client keeps the bytes; a passed-on answer goes out as those bytes', async (t) => {
  const { server, client } = await setup(t)
  server.script('/offers', { status: 200, raw: UPSTREAM, headers: { 'content-type': 'application/json' } })
  const answer = await client.get({ path: '/offers', schema: List })
  t.same(sent(passOn(answer)), { bytes: true, text: UPSTREAM })
})

t.test('an answer the handler did not pass on is written from its value', async (t) => {
  const { server, client } = await setup(t)
  server.script('/offers', { status: 200, raw: UPSTREAM, headers: { 'content-type': 'application/json' } })
  const answer = await client.get({ path: '/offers', schema: List })
  t.same(sent(answer), {
    bytes: false,
    text: '{"offers":[{"id":"a","points":100,"savedAt":null,"tags":["food","£5 off"]}]}',
  })
})

const passedOn = (text: string | Buffer) => {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text)
  const value = JSON.parse(bytes.toString())
  keepUpstreamBytes(value, bytes)
  return passOn(value)
}

t.test('anything the schema leaves out means the value is written, without it', async (t) => {
  const nested = passedOn('{"offers":[{"id":"a","points":1,"savedAt":null,"passwordHash":"x"}]}')
  t.same(sent(nested), { bytes: false, text: '{"offers":[{"id":"a","points":1,"savedAt":null}]}' })
  const top = passedOn('{"offers":[],"internal":{"db":"primary"}}')
  t.same(sent(top), { bytes: false, text: '{"offers":[]}' })
  const unchanged = passedOn('{"offers":[{"id":"a","points":1,"savedAt":null}]}')
  t.equal(sent(unchanged).bytes, true, 'the same answer without them goes out as it came')
})

t.test('a default the schema adds means the value is written, with it', async (t) => {
  const WithDefault = Type.Object({ page: Type.Integer({ default: 1 }), items: Type.Array(Type.String()) })
  const write = projectingSerializerFactory()({}, undefined)({
    schema: WithDefault,
    method: 'GET',
    url: '/x',
    httpStatus: '200',
  })
  const value = passedOn('{ "items": [] }')
  t.equal(write(value), '{"page":1,"items":[]}')
})

t.test('bytes that are not UTF-8 are never sent: the value is', async (t) => {
  const invalid = Buffer.concat([
    Buffer.from('{"offers":[{"id":"'),
    Buffer.from([0xff]),
    Buffer.from('","points":1,"savedAt":null}]}'),
  ])
  const value = passedOn(invalid)
  t.same(sent(value), { bytes: false, text: '{"offers":[{"id":"\ufffd","points":1,"savedAt":null}]}' })
})

t.test(
  'a value that does not match its schema is left to fast-json-stringify, never sent as bytes',
  async (t) => {
    const value = passedOn('{"offers":[{"id":"a","points":"100","savedAt":null}]}')
    t.same(sent(value), { bytes: false, text: '{"offers":[{"id":"a","points":100,"savedAt":null}]}' })
  },
)
