/**
 * Issue 14 item 6, forwarded paths: upstream error bodies (stacks, file paths, SQL, tracebacks)
 * never reach the browser, which gets the specification's messages; the detail goes to the log.
 * A redirect without Location is a 502. The provider's own login page still passes.
 */
import t, { type Test } from 'tap'
import { LOGIN_FORM_HEADER } from '../../../shared/constants/headers.ts'
import { DEFAULT_ERROR, GENERIC_ERROR } from '../../../shared/validation/messages.ts'
import { startFaultServer } from '../upstream/fault-server.ts'
import { gatewayFor } from './helpers.ts'

const TRACEBACK = 'Traceback: at /srv/app/db.ts:42 SELECT * FROM collectors WHERE password_hash'

async function stand(t: Test) {
  const upstream = await startFaultServer()
  t.teardown(() => upstream.close())
  const env = { UPSTREAM_PORT: new URL(upstream.url).port, UPSTREAM_RETRIES: '0' }
  return { upstream, ...(await gatewayFor(t, { env })) }
}

const html = (status: number, raw: string) => ({
  status,
  raw,
  headers: { 'content-type': 'text/html; charset=utf-8', 'x-debug': 'on' },
})

t.test('content errors answer { code, message } without the upstream body', async (t) => {
  const { app, upstream, logs } = await stand(t)
  upstream.script('/documents-api/faqs.json', html(500, `<pre>${TRACEBACK}</pre>`))
  upstream.script('/content/logos/gone.svg', html(404, `<pre>${TRACEBACK}</pre>`))
  upstream.script('/documents-api/locked.html', html(403, TRACEBACK))
  const cases = [
    { url: '/documents-api/faqs.json', status: 502, body: { code: 'BAD_GATEWAY', message: DEFAULT_ERROR } },
    { url: '/content/logos/gone.svg', status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
    {
      url: '/documents-api/locked.html',
      status: 403,
      body: { code: 'UPSTREAM_REJECTED', message: GENERIC_ERROR },
    },
  ]
  for (const { url, status, body } of cases) {
    const res = await app.inject({ url })
    t.equal(res.statusCode, status, url)
    t.same(res.json(), body, url)
    t.equal(res.headers['content-type'], 'application/json; charset=utf-8', url)
    t.equal(res.headers['x-debug'], undefined, url)
    t.equal(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', url)
  }
  const withheld = logs.lines().filter((line) => line.msg === 'upstream call' && line.withheld === 'error')
  t.equal(withheld.length, 3)
  t.match(withheld[0], { status: 500, detail: /Traceback: at \/srv\/app\/db.ts:42/ })
})

t.test('a provider failure is an HTML page with a retry, never its traceback', async (t) => {
  const { app, upstream } = await stand(t)
  upstream.script('/oidc/auth', html(500, `<h1>Internal error</h1><pre>${TRACEBACK}</pre>`))
  const res = await app.inject({ url: '/oidc/auth?client_id=loyalty-web' })
  t.equal(res.statusCode, 502)
  t.equal(res.headers['content-type'], 'text/html; charset=utf-8')
  t.notMatch(res.body, /Traceback|srv|SELECT/)
  t.match(res.body, DEFAULT_ERROR)
  t.match(res.body, 'href="/oidc/auth?client_id=loyalty-web">Try again</a>')
  t.match(res.headers['content-security-policy'], /default-src 'self'/)
})

t.test('a provider 4xx outside its login page is withheld too', async (t) => {
  const { app, upstream } = await stand(t)
  upstream.script('/oidc/session/end', html(400, `<p>${TRACEBACK}</p>`))
  const res = await app.inject({ url: '/oidc/session/end' })
  t.equal(res.statusCode, 400)
  t.notMatch(res.body, /Traceback/)
  t.match(res.body, GENERIC_ERROR)
})

t.test(
  'a provider 4xx interaction page that is not its login form is withheld (issue 21 item 8)',
  async (t) => {
    const { app, upstream } = await stand(t)
    upstream.script('/oidc/interaction/abc', html(400, `<h1>Error</h1><pre>${TRACEBACK}</pre>`))
    const res = await app.inject({ url: '/oidc/interaction/abc' })
    t.equal(res.statusCode, 400)
    t.equal(res.headers['content-type'], 'text/html; charset=utf-8', "the gateway's own page")
    t.notMatch(res.body, /Traceback|srv|SELECT/)
    t.match(res.body, GENERIC_ERROR)
  },
)

t.test("the provider's login form answering refused credentials passes as it is", async (t) => {
  const { app, upstream } = await stand(t)
  const form = '<form method="post"><p role="alert">Card number or password not recognised</p></form>'
  const marked = html(400, form)
  upstream.script('/oidc/interaction/abc', {
    ...marked,
    headers: { ...marked.headers, [LOGIN_FORM_HEADER]: '1' },
  })
  const res = await app.inject({
    method: 'POST',
    url: '/oidc/interaction/abc',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'identifier=1&password=2',
  })
  t.equal(res.statusCode, 400)
  t.equal(res.body, form)
  t.equal(res.headers[LOGIN_FORM_HEADER], undefined, 'the mark stays between the two')
})

t.test('a provider redirect to another site is refused (issue 21 item 8)', async (t) => {
  const { app, upstream, logs } = await stand(t)
  for (const location of [
    'https://evil.example/steal',
    '//evil.example/x',
    'http://localhost:3000.evil.example/',
  ]) {
    upstream.script('/oidc/auth', { status: 303, raw: '', headers: { location } })
    const res = await app.inject({ url: '/oidc/auth' })
    t.equal(res.statusCode, 502, location)
    t.equal(res.headers.location, undefined, location)
  }
  t.equal(
    logs.lines().filter((line) => line.msg === 'upstream call' && line.withheld === 'redirect').length,
    3,
  )
  upstream.script('/oidc/auth', { status: 303, raw: '', headers: { location: '/oidc/interaction/abc' } })
  t.equal(
    (await app.inject({ url: '/oidc/auth' })).headers.location,
    '/oidc/interaction/abc',
    'a page of this site passes',
  )
})

t.test('no provider answer hands its URL on as a referrer (issue 21 item 1)', async (t) => {
  const { app, upstream } = await stand(t)
  upstream.script('/oidc/session/end', html(200, '<form method="post"></form>'))
  upstream.script('/oidc/session/end/confirm', { status: 303, raw: '', headers: { location: '/welcome' } })
  upstream.script('/oidc/auth', html(500, 'down'))
  const answers = [
    await app.inject({ url: '/oidc/session/end?id_token_hint=eyJhbGciOiJSUzI1NiJ9.e30.sig' }),
    await app.inject({ method: 'POST', url: '/oidc/session/end/confirm', payload: '' }),
    await app.inject({ url: '/oidc/auth?login_token=secret' }),
  ]
  t.same(
    answers.map((res) => [res.statusCode, res.headers['referrer-policy']]),
    [
      [200, 'no-referrer'],
      [303, 'no-referrer'],
      [502, 'no-referrer'],
    ],
  )
  const page = await app.inject({ url: '/documents-api/faqs.json' })
  t.equal(
    page.headers['referrer-policy'],
    'strict-origin-when-cross-origin',
    'other answers keep the site policy',
  )
})

t.test('a provider redirect without a Location is a 502, not an empty 302', async (t) => {
  const { app, upstream, logs } = await stand(t)
  upstream.script('/oidc/auth', { status: 302, raw: '' })
  const res = await app.inject({ url: '/oidc/auth' })
  t.equal(res.statusCode, 502)
  t.equal(res.headers.location, undefined)
  t.match(res.body, 'Sign in is unavailable')
  t.ok(logs.lines().some((line) => line.msg === 'upstream call' && line.withheld === 'redirect'))
})
