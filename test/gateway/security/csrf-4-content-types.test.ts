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

t.test('no parser for form content types was added', async (t) => {
  const app = await buildTestGateway(t)
  t.ok(app.hasContentTypeParser('application/json'))
  for (const type of ['text/plain', 'multipart/form-data', 'application/x-www-form-urlencoded']) {
    t.notOk(app.hasContentTypeParser(type), type)
  }
})
