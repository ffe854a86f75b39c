/**
 * The API client's two headers of routes specification §7 against a loopback server: the device id
 * travels only while the device-id switch is on, and a successful answer carrying a hotels session
 * token sends the browser to /redirect.html with the page's redirectUrl.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import t from 'tap'
import { DEVICE_ID_HEADER, HOTELS_SESSION_HEADER } from '../../../shared/constants/headers.ts'
import { serveAsPage } from './page-server.ts'

const assigned: string[] = []
const location = { pathname: '/', search: '', assign: (url: string) => assigned.push(url) }
const stored = new Map<string, string>()
Object.assign(globalThis, {
  window: globalThis,
  location,
  history: { pushState() {}, replaceState() {} },
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => true,
})
Object.defineProperty(globalThis, 'localStorage', {
  configurable: true,
  value: {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (k: string, v: string) => stored.set(k, v),
  },
})

type Handler = (request: IncomingMessage, response: ServerResponse) => void
let handler: Handler = (_request, response) => response.end()
await serveAsPage(t, (request, response) => handler(request, response))

const { configureApiClient, request } = await import('../../../client/lib/api-client.ts')

const echoDeviceId: Handler = (request, response) =>
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ deviceId: request.headers[DEVICE_ID_HEADER] ?? null }))

t.beforeEach(() => {
  assigned.length = 0
  Object.assign(location, { pathname: '/', search: '' })
})

t.test('the device id travels only while the device-id switch is on, the same one each call', async (t) => {
  handler = echoDeviceId
  configureApiClient({ sendDeviceId: false })
  t.same(await request('GET', '/api/echo'), { deviceId: null }, 'off: no header')
  configureApiClient({ sendDeviceId: true })
  const first = (await request<{ deviceId: string }>('GET', '/api/echo')).deviceId
  t.match(first, /^[0-9a-f-]{36}$/, 'on: a random id')
  configureApiClient({ sendDeviceId: true })
  t.equal((await request<{ deviceId: string }>('GET', '/api/echo')).deviceId, first, 'kept for this browser')
  configureApiClient({ sendDeviceId: false })
  t.same(await request('GET', '/api/echo'), { deviceId: null }, 'off again')
})

t.test('a hotels session token on a success goes to /redirect.html with the redirectUrl', async (t) => {
  handler = (_request, response) =>
    response
      .writeHead(200, { 'content-type': 'application/json', [HOTELS_SESSION_HEADER]: 'tok-1' })
      .end('{}')
  location.search = '?redirectUrl=https%3A%2F%2Fhotels.example%2Fbook'
  await request('GET', '/api/echo')
  t.strictSame(assigned, ['/redirect.html?token=tok-1&redirectUrl=https%3A%2F%2Fhotels.example%2Fbook'])
})

t.test('without a redirectUrl, or on an error answer, the token leads nowhere', async (t) => {
  handler = (_request, response) =>
    response
      .writeHead(200, { 'content-type': 'application/json', [HOTELS_SESSION_HEADER]: 'tok-1' })
      .end('{}')
  await request('GET', '/api/echo')
  handler = (_request, response) =>
    response
      .writeHead(500, { 'content-type': 'application/json', [HOTELS_SESSION_HEADER]: 'tok-2' })
      .end('{"code":"X","message":"no"}')
  location.search = '?redirectUrl=https%3A%2F%2Fhotels.example%2Fbook'
  await t.rejects(request('GET', '/api/echo'))
  t.strictSame(assigned, [])
})
