import t from 'tap'
import { gatewayFor } from './helpers.ts'

t.test('GET /api/app-config gives the client its public configuration', async (t) => {
  const { app } = await gatewayFor(t, {
    env: {
      SCHEME_NAME: 'Points Plus',
      IDENTITY_START_PREFIX: '/join/start',
      CARELINE_PHONE: '0300 123 4567',
    },
  })
  const res = await app.inject({ url: '/api/app-config' })
  t.equal(res.statusCode, 200)
  t.equal(res.headers['content-type'], 'application/json; charset=utf-8')
  t.same(res.json(), {
    schemeName: 'Points Plus',
    identityStartPrefix: '/join/start',
    carelinePhone: '0300 123 4567',
    cardPrefix: '98263000',
    appEnv: 'local',
  })
})

t.test("the defaults are the scheme's own", async (t) => {
  const { app } = await gatewayFor(t)
  const res = await app.inject({ url: '/api/app-config' })
  t.same(res.json(), {
    schemeName: 'Nectar',
    identityStartPrefix: '/id/start',
    carelinePhone: '0345 600 0011',
    cardPrefix: '98263000',
    appEnv: 'local',
  })
})

t.test('the marketing tag’s address, when this installation has one', async (t) => {
  const { app } = await gatewayFor(t, { env: { MARKETING_SCRIPT_URL: 'https://tags.example.net/v2/tag.js' } })
  const res = await app.inject({ url: '/api/app-config' })
  t.equal(res.json().marketingScriptUrl, 'https://tags.example.net/v2/tag.js')
})
