/**
 * The app-wide queries the shell runs without the query library, and the QueryClient that takes
 * them over: simultaneous session checks share one request, a failed check answers the last known
 * session (or fails when none is known, never reading as signed out),
 * and the client starts from the shell's answers (not fetched again) with the shell's fetchers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import t from 'tap'
import { serveAsPage } from './page-server.ts'

Object.assign(globalThis, {
  window: globalThis,
  location: { pathname: '/', search: '' },
  history: { pushState() {}, replaceState() {} },
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => true,
})

const requests: string[] = []
let session: (response: ServerResponse) => void = (response) => json(response, 200, { signedIn: true })
const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
await serveAsPage(t, (request: IncomingMessage, response) => {
  requests.push(request.url ?? '')
  if (request.url === '/api/session') setTimeout(() => session(response), 20)
  else if (request.url === '/api/app-config')
    json(response, 200, { schemeName: 'Nectar', identityStartPrefix: '/id/start' })
  else json(response, 200, { isSniperLinkEnabled: true })
})

const { appConfigQuery, sessionQuery, switchesQuery, watchSession } = await import(
  '../../../client/lib/app-queries.ts'
)

t.beforeEach(() => {
  requests.length = 0
})

t.test('session checks made at the same moment share one request', async (t) => {
  const [a, b] = await Promise.all([sessionQuery.queryFn(), sessionQuery.queryFn()])
  t.same(a, { signedIn: true })
  t.equal(a, b)
  t.strictSame(requests, ['/api/session'])
  await sessionQuery.queryFn()
  t.equal(requests.length, 2, 'a later check asks again')
})

t.test(
  'a failed session check answers the last known session: a dropped connection is not a logout',
  async (t) => {
    const seen: unknown[] = []
    const stop = watchSession((answer) => seen.push(answer))
    t.teardown(stop)
    session = (response) => json(response, 500, { code: 'X', message: 'down' })
    t.same(await sessionQuery.queryFn(), { signedIn: true })
    t.same(seen, [{ signedIn: true }], 'the shell is told')
    session = (response) => json(response, 200, { signedIn: true, firstName: 'Alex' })
    t.same(await sessionQuery.queryFn(), { signedIn: true, firstName: 'Alex' })
  },
)

t.test(
  'a failed session check with nothing known fails: the caller says so, never "signed out"',
  async (t) => {
    // A page's first check: a fresh copy of the module, which has no answer yet.
    const firstCheck: string = '../../../client/lib/app-queries.ts?first-check'
    const fresh = (await import(firstCheck)) as typeof import('../../../client/lib/app-queries.ts')
    session = (response) => json(response, 500, { code: 'X', message: 'down' })
    await t.rejects(fresh.sessionQuery.queryFn())
    session = (response) => json(response, 200, { signedIn: true, firstName: 'Alex' })
    t.same(await fresh.sessionQuery.queryFn(), { signedIn: true, firstName: 'Alex' })
  },
)

t.test('the QueryClient starts from the shell answers and runs the shell fetchers', async (t) => {
  await Promise.all([appConfigQuery.queryFn(), switchesQuery.queryFn(), sessionQuery.queryFn()])
  requests.length = 0
  const { queryClient } = await import('../../../client/lib/react-query.ts')
  // Its garbage-collection timers would keep the process alive.
  t.teardown(() => queryClient.clear())
  t.same(queryClient.getQueryData(['app-config']), { schemeName: 'Nectar', identityStartPrefix: '/id/start' })
  t.same(queryClient.getQueryData(['switches']), { isSniperLinkEnabled: true })
  t.same(queryClient.getQueryData(['session']), { signedIn: true, firstName: 'Alex' })
  t.same(await queryClient.fetchQuery({ queryKey: ['switches'] }), { isSniperLinkEnabled: true })
  t.strictSame(requests, [], 'fresh answers are not fetched again')

  session = (response) => json(response, 200, { signedIn: false })
  t.same(
    await queryClient.fetchQuery({ queryKey: ['session'] }),
    { signedIn: false },
    'the session is never fresh',
  )
  t.strictSame(requests, ['/api/session'])
  await sessionQuery.queryFn()
  t.same(queryClient.getQueryData(['session']), { signedIn: false }, 'a later shell answer reaches the cache')
})
