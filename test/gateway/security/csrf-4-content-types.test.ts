/**
 * CSRF-4: the API parses JSON only. The bodies a cross-site form can send without a preflight
 * (text/plain, multipart/form-data, application/x-www-form-urlencoded) get 415.
 */
import t from 'tap'
import { buildTestGateway, sameOriginHeaders } from '../../helpers/gateway.ts'
import { testRoutes } from './helpers.ts'

const FORM_TYPES = {
  'text/plain': '{"a":1}',
  'multipart/form-data; boundary=x': '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  'application/x-www-form-urlencoded': 'a=1',
}

t.test('form content types get 415, JSON is accepted', async (t) => {
  const app = await buildTestGateway(t, {}, { register: testRoutes })
  for (const [type, payload] of Object.entries(FORM_TYPES)) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...sameOriginHeaders(app.config), 'content-type': type },
      payload,
    })
    t.equal(response.statusCode, 415, type)
    t.same(response.json(), { code: 'UNSUPPORTED_MEDIA_TYPE', message: `Unsupported Media Type` }, type)
  }
  const json = await app.inject({
    method: 'POST',
    url: '/api/test/echo',
    headers: { ...sameOriginHeaders(app.config), 'content-type': 'application/json' },
    payload: '{"a":1}',
  })
  t.equal(json.statusCode, 200)
  t.same(json.json(), { body: { a: 1 } })
})

t.test('JSON in another charset than UTF-8 gets 415 (issue 21 item 8)', async (t) => {
  const app = await buildTestGateway(t, {}, { register: testRoutes })
  const post = (type: string) =>
    app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...sameOriginHeaders(app.config), 'content-type': type },
      payload: '{"a":1}',
    })
  for (const type of [
    'application/json; charset=utf-16',
    'application/json; charset=UTF-16LE',
    'application/json;charset=latin1',
    'application/json; charset="iso-8859-1"',
  ]) {
    const response = await post(type)
    t.equal(response.statusCode, 415, type)
    t.same(response.json(), { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported Media Type' }, type)
  }
  for (const type of [
    'application/json; charset=utf-8',
    'application/json; charset="UTF-8"',
    'application/json',
  ])
    t.equal((await post(type)).statusCode, 200, type)
})

t.test('no parser for form content types was added', async (t) => {
  const app = await buildTestGateway(t)
  t.ok(app.hasContentTypeParser('application/json'))
  for (const type of ['text/plain', 'multipart/form-data', 'application/x-www-form-urlencoded']) {
    t.notOk(app.hasContentTypeParser(type), type)
  }
})
