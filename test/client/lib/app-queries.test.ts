/**
 * The app-wide queries the shell runs without the query library, and the QueryClient that takes
 * them over: simultaneous session checks share one request, a failed check reads as signed out,
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

const { appConfigQuery, sessionQuery, switchesQuery } = await import('../../../client/lib/app-queries.ts')

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

t.test('a failed session check reads as signed out', async (t) => {
  session = (response) => json(response, 500, { code: 'X', message: 'down' })
  t.same(await sessionQuery.queryFn(), { signedIn: false })
  session = (response) => json(response, 200, { signedIn: true, firstName: 'Alex' })
})

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
