/**
 * The client's API module against a real loopback server: headers, JSON, `{ code, message }` errors,
 * the timeout, and the 401 trip to card-number entry. The browser globals it touches are stubbed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import t from 'tap'
import { serveAsPage } from './page-server.ts'

const visited: string[] = []
const location = { pathname: '/', search: '' }
Object.assign(globalThis, {
  window: globalThis,
  location,
  history: {
    pushState: (_state: unknown, _title: string, url: string) => visited.push(url),
    replaceState() {},
  },
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => true,
})

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void
let handler: Handler = (_request, _body, response) => response.end()
await serveAsPage(t, async (request, response) => {
  let body = ''
  for await (const chunk of request) body += chunk
  handler(request, body, response)
})

const { call, configureApiClient, request } = await import('../../../client/lib/api-client.ts')
const { tempCardApi } = await import('../../../shared/contract/temp-card.ts')
const { registrationApi } = await import('../../../shared/contract/registration.ts')
const { brandsApi } = await import('../../../shared/contract/brands.ts')
const { ApiError } = await import('../../../client/lib/api-error.ts')

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

t.beforeEach(() => {
  visited.length = 0
  Object.assign(location, { pathname: '/', search: '' })
  configureApiClient({ identityStartPrefix: '/id/start' })
})

t.test('a GET sends the CSRF header and JSON accept, encodes the query and returns the body', async (t) => {
  handler = (request, _body, response) =>
    json(response, 200, {
      url: request.url,
      xrw: request.headers['x-requested-with'],
      accept: request.headers.accept,
    })
  t.same(await request('GET', '/api/echo', { query: { q: 'a b&c', page: 2, none: undefined } }), {
    url: '/api/echo?q=a+b%26c&page=2',
    xrw: 'fetch',
    accept: 'application/json',
  })
})

t.test('a POST sends its body as JSON', async (t) => {
  handler = (request, body, response) => json(response, 200, { type: request.headers['content-type'], body })
  t.same(await request('POST', '/api/echo', { body: { email: 'a@example.com' } }), {
    type: 'application/json',
    body: '{"email":"a@example.com"}',
  })
})

t.test('an empty success answer resolves to undefined', async (t) => {
  handler = (_request, _body, response) => response.writeHead(204).end()
  t.equal(await request('DELETE', '/api/session'), undefined)
})

t.test('an error answer becomes an ApiError with its code and message', async (t) => {
  handler = (_request, _body, response) =>
    json(response, 400, { code: 'DN11', message: 'Card not recognised' })
  const error = await request('POST', '/api/card-check', { body: {} }).catch((caught: unknown) => caught)
  t.ok(error instanceof ApiError)
  t.match(error, { status: 400, code: 'DN11', message: 'Card not recognised' })
})

t.test('the description wins over the message, and a bare failure gets the default message', async (t) => {
  handler = (_request, _body, response) =>
    json(response, 409, { code: 'X', message: 'm', description: 'Described' })
  t.match(await request('GET', '/api/x').catch((caught: unknown) => caught), {
    status: 409,
    code: 'X',
    message: 'Described',
  })
  handler = (_request, _body, response) => response.writeHead(502).end('<html>bad gateway</html>')
  t.match(await request('GET', '/api/x').catch((caught: unknown) => caught), {
    status: 502,
    code: 'HTTP_502',
    message: 'Looks like something went wrong. Please try again later.',
  })
})

t.test('a 401 goes to card-number entry with next set to the current page', async (t) => {
  handler = (_request, _body, response) => json(response, 401, { code: 'UNAUTHORISED', message: 'Log in' })
  Object.assign(location, { pathname: '/offers', search: '?type=bonus' })
  await t.rejects(request('GET', '/api/offers'), { status: 401, code: 'UNAUTHORISED' })
  t.same(visited, ['/id/start/enter-card-number?next=%2Foffers%3Ftype%3Dbonus'])
})

t.test('a 401 on the home page comes back to my-offers, under the configured prefix', async (t) => {
  handler = (_request, _body, response) => json(response, 401, { code: 'UNAUTHORISED', message: 'Log in' })
  configureApiClient({ identityStartPrefix: '/join' })
  await t.rejects(request('GET', '/api/offers'), { name: 'ApiError', status: 401 })
  t.same(visited, ['/join/enter-card-number?next=%2Fmy-offers'])
})

t.test('a 401 does not navigate when the call opts out or the visitor is already logging in', async (t) => {
  handler = (_request, _body, response) => json(response, 401, { code: 'BAD_PASSWORD', message: 'Wrong' })
  await t.rejects(request('POST', '/api/session', { body: {}, redirectOn401: false }), {
    code: 'BAD_PASSWORD',
  })
  Object.assign(location, { pathname: '/id/start/enter-card-number', search: '?next=%2Foffers' })
  await t.rejects(request('GET', '/api/offers'), { name: 'ApiError', status: 401 })
  t.same(visited, [])
})

t.test('a slow answer times out as TIMEOUT', async (t) => {
  handler = (_request, _body, response) => setTimeout(() => json(response, 200, {}), 500)
  await t.rejects(request('GET', '/api/slow', { timeoutMs: 50 }), { status: 0, code: 'TIMEOUT' })
})

t.test('an unreachable gateway is a NETWORK_ERROR, and a caller abort stays an abort', async (t) => {
  handler = (request) => request.socket.destroy()
  await t.rejects(request('GET', '/api/x'), { status: 0, code: 'NETWORK_ERROR' })
  handler = (_request, _body, response) => setTimeout(() => json(response, 200, {}), 500)
  await t.rejects(request('GET', '/api/x', { signal: AbortSignal.timeout(20) }), { name: 'TimeoutError' })
})

t.test('call takes method and path from a declared endpoint, with its params, query and body', async (t) => {
  handler = (request, body, response) =>
    json(response, 200, {
      method: request.method,
      url: request.url,
      body,
      type: request.headers['content-type'],
    })
  t.same(await call(tempCardApi.get, { params: { token: 'a b/c' } }), {
    method: 'GET',
    url: '/api/temp-card/a%20b%2Fc',
    body: '',
  })
  t.same(await call(brandsApi.get, { query: { keys: 'a,b' } }), {
    method: 'GET',
    url: '/api/brands?keys=a%2Cb',
    body: '',
  })
  t.same(
    await call(registrationApi.start, { body: { existingCard: 'no' } }, { headers: { 'x-captcha': 'p' } }),
    {
      method: 'POST',
      url: '/api/registration/start',
      body: '{"existingCard":"no"}',
      type: 'application/json',
    },
  )
  t.same(await call(registrationApi.autoLogin), {
    method: 'POST',
    url: '/api/registration/auto-login',
    body: '',
  })
})

t.test('call keeps the error and 401 behaviour of every request', async (t) => {
  handler = (_request, _body, response) => json(response, 401, { code: 'UNAUTHORISED', message: 'Log in' })
  Object.assign(location, { pathname: '/offers', search: '' })
  await t.rejects(call(registrationApi.state), { name: 'ApiError', status: 401, code: 'UNAUTHORISED' })
  t.same(visited, ['/id/start/enter-card-number?next=%2Foffers'])
  visited.length = 0
  await t.rejects(call(registrationApi.state, {}, { redirectOn401: false }), {
    name: 'ApiError',
    status: 401,
  })
  t.same(visited, [])
})

// Compile-time checks (npm run typecheck): the input and the answer are the declaration's.
export const typeChecks = [
  // @ts-expect-error the step's body is required
  () => call(registrationApi.start),
  // @ts-expect-error a path parameter is required
  () => call(tempCardApi.get, {}),
  async () => {
    const answer: { nextStep: string; redirectTo?: string } = await call(registrationApi.start, { body: {} })
    // @ts-expect-error not a field of the step answer
    return answer.cardNumber
  },
]
