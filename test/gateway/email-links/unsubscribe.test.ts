/**
 * Unsubscribe through the gateway against the reference upstream: the page's request and update,
 * the RFC 8058 one-click POST to the List-Unsubscribe link, and the refusals (unknown, tampered,
 * malformed, expired by the injected clock), each a clear 4xx and a security event; the address
 * shown masked; rate limited per client.
 */
import { Writable } from 'node:stream'
import t from 'tap'
import { UNSUBSCRIBE_LINK_VALID_DAYS } from '../../../shared/constants/email-links.ts'
import { linksStand } from './helpers.ts'

const { upstream, gateway, clock, api, linkTo } = await linksStand(t)
const ALEX = 'alex.taylor@example.com'

/** Sends Alex an e-mail of the given type and returns its unsubscribe token. */
async function mailAlex(emailType: 'offers' | 'temp-card' | 'security-code') {
  await upstream.outbox.send({ to: ALEX, subject: 'News', text: 'Hello', emailType })
  return linkTo(ALEX, '/emails/unsubscribe')
}

t.test('request shows what the link is for; update unsubscribes that type; again is no change', async (t) => {
  const token = await mailAlex('offers')
  const expected = {
    email: 'a•••@example.com',
    emailType: 'offers',
    emailTypeName: 'Offers and news emails',
    alwaysSent: false,
  }
  t.same(await api('POST', '/api/unsubscribe/request', { token }), {
    status: 200,
    body: { ...expected, subscribed: true },
  })
  t.same(await api('POST', '/api/unsubscribe/update', { token }), {
    status: 200,
    body: { ...expected, subscribed: false },
  })
  t.equal(await upstream.emailLinksRepository.isSubscribed(ALEX, 'offers'), false, 'the preference changed')
  t.equal(await upstream.emailLinksRepository.isSubscribed(ALEX, 'temp-card'), true, 'other types did not')
  t.same((await api('POST', '/api/unsubscribe/update', { token })).body.subscribed, false, 'a second press')
})

t.test('the one-click POST of a mail program (RFC 8058), cross-site and without cookies', async (t) => {
  const token = await mailAlex('temp-card')
  const response = await gateway.inject({
    method: 'POST',
    url: `/emails/unsubscribe?token=${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
    payload: 'List-Unsubscribe=One-Click',
  })
  t.same([response.statusCode, response.json()], [200, { subscribed: false }])
  t.equal(await upstream.emailLinksRepository.isSubscribed(ALEX, 'temp-card'), false)
  const wrongBody = await gateway.inject({
    method: 'POST',
    url: `/emails/unsubscribe?token=${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=Later',
  })
  t.equal(wrongBody.statusCode, 400, 'only the one-click body')
})

t.test(
  'security codes are always sent: the page is told so, the update and the one-click are 409',
  async (t) => {
    const token = await mailAlex('security-code')
    t.match(await api('POST', '/api/unsubscribe/request', { token }), {
      status: 200,
      body: { emailType: 'security-code', subscribed: true, alwaysSent: true },
    })
    t.same(await api('POST', '/api/unsubscribe/update', { token }), {
      status: 409,
      body: {
        code: 'ALWAYS_SENT',
        message:
          'We always send these emails, because they tell you about something that happened to your account',
      },
    })
    const oneClick = await gateway.inject({
      method: 'POST',
      url: `/emails/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    t.equal(oneClick.statusCode, 409)
  },
)

t.test('refusals: unknown, tampered, malformed, expired; each logged as a security event', async (t) => {
  const token = await mailAlex('offers')
  const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
  const unknown = { code: 'LINK_UNKNOWN', message: 'This link is not valid or has expired' }
  t.same(await api('POST', '/api/unsubscribe/request', { token: 'z'.repeat(43) }), {
    status: 404,
    body: unknown,
  })
  t.same(await api('POST', '/api/unsubscribe/update', { token: tampered }), { status: 404, body: unknown })
  t.equal((await api('POST', '/api/unsubscribe/request', { token: 'not-a-token' })).status, 400, 'malformed')
  clock.shiftMs = UNSUBSCRIBE_LINK_VALID_DAYS * 24 * 3600_000 + 1000
  t.teardown(() => {
    clock.shiftMs = 0
  })
  t.same(await api('POST', '/api/unsubscribe/update', { token }), {
    status: 410,
    body: { code: 'LINK_EXPIRED', message: 'This link has expired' },
  })
})

t.test('the refusal is logged with its purpose and code, never the token', async (t) => {
  const lines: string[] = []
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  const { buildTestGateway, sameOriginHeaders } = await import('../../helpers/gateway.ts')
  const { PUBLIC_ORIGIN } = await import('../../upstream/oidc/helper.ts')
  const port = String((upstream.server.address() as { port: number }).port)
  const logged = await buildTestGateway(t, { PUBLIC_ORIGIN, UPSTREAM_PORT: port }, { logStream })
  const token = 'q'.repeat(43)
  const response = await logged.inject({
    method: 'POST',
    url: '/api/unsubscribe/request',
    headers: sameOriginHeaders({ PUBLIC_ORIGIN }),
    payload: { token },
  })
  t.equal(response.statusCode, 404)
  const event = lines.map((line) => JSON.parse(line)).find((line) => line.event === 'email_link_refused')
  t.match(event, { level: 40, purpose: 'unsubscribe', code: 'LINK_UNKNOWN' })
  t.notOk(lines.join('').includes(token), 'the token is never logged')
})

t.test('thirty a client per ten minutes, then 429', async (t) => {
  const token = 'r'.repeat(43)
  for (let sent = 0; sent < 30; sent += 1)
    t.equal((await api('POST', '/api/unsubscribe/request', { token }, '203.0.113.9')).status, 404)
  t.equal((await api('POST', '/api/unsubscribe/request', { token }, '203.0.113.9')).status, 429)
})

t.test('another site cannot call the page API (CSRF rule)', async (t) => {
  const response = await gateway.inject({
    method: 'POST',
    url: '/api/unsubscribe/update',
    headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'x-requested-with': 'fetch' },
    payload: { token: await mailAlex('offers') },
  })
  t.equal(response.statusCode, 403)
})

t.test('the page API parses JSON only; form bodies only at the one-click link', async (t) => {
  const { sameOriginHeaders } = await import('../../helpers/gateway.ts')
  const { PUBLIC_ORIGIN } = await import('../../upstream/oidc/helper.ts')
  const response = await gateway.inject({
    method: 'POST',
    url: '/api/unsubscribe/update',
    headers: { ...sameOriginHeaders({ PUBLIC_ORIGIN }), 'content-type': 'application/x-www-form-urlencoded' },
    payload: `token=${'s'.repeat(43)}`,
  })
  t.equal(response.statusCode, 415)
})
