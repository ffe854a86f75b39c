/**
 * The real gateway in front of the real reference upstream (PGlite, sandbox data), and a tiny
 * cookie-keeping client that solves the captcha the way the browser does (in Node).
 */
import type { Challenge } from 'altcha-lib'
import type { Test } from 'tap'
import { buildTestGateway, sameOriginHeaders, type TestGateway } from '../../helpers/gateway.ts'
import { buildTestUpstream, TEST_SECRETS } from '../../upstream/helpers/upstream.ts'
import { solve } from '../captcha/helpers.ts'

export const PUBLIC_ORIGIN = 'http://localhost:3000'
export const DEMO_PASSWORD = 'Points&Prizes42'

export async function startLoginStand(t: Test) {
  const env = { ...TEST_SECRETS, PUBLIC_ORIGIN, CAPTCHA_MAX_NUMBER: '1000' }
  const upstream = await buildTestUpstream(t, env)
  await upstream.listen({ port: 0, host: '127.0.0.1' })
  const address = upstream.server.address()
  const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''
  const gateway = await buildTestGateway(t, { ...env, IDENTITY_API_URL: base })
  return { upstream, gateway }
}

export type Answer = { status: number; body: Record<string, unknown>; headers: Record<string, unknown> }

/** One browser: keeps the session cookie, sends the CSRF headers, solves the captcha when asked. */
export function browser(gateway: TestGateway, remoteAddress = '127.0.0.1') {
  let cookie = ''
  const keep = (setCookie: unknown) => {
    const first = Array.isArray(setCookie) ? setCookie[0] : setCookie
    if (typeof first === 'string') cookie = first.split(';')[0] ?? ''
  }
  async function captcha(): Promise<string> {
    const response = await gateway.inject({ method: 'GET', url: '/api/captcha/challenge', remoteAddress })
    return solve(response.json() as Challenge)
  }
  async function call(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    withCaptcha = false,
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...sameOriginHeaders({ PUBLIC_ORIGIN }), cookie }
    if (withCaptcha) headers['x-captcha'] = await captcha()
    const response = await gateway.inject({
      method,
      url,
      headers,
      remoteAddress,
      ...(body === undefined ? {} : { payload: body as object }),
    })
    keep(response.headers['set-cookie'])
    return { status: response.statusCode, body: response.json(), headers: response.headers }
  }
  return {
    /** The session cookie pair, for a request the JSON helpers do not make (a redirect). */
    cookie: () => cookie,
    get: (url: string) => call('GET', url),
    post: (url: string, body: unknown = {}, withCaptcha = true) => call('POST', url, body, withCaptcha),
  }
}
