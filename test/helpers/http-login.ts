/**
 * A whole identity login over real HTTP at a gateway's public origin (the start route, the
 * provider's login page that the gateway forwards, the callback), as a browser would. For servers
 * in other processes or behind a proxy, where `inject` cannot reach.
 */
import { loadConfig } from '../../config/env.ts'
import { Browser, DEMO, type Stand, submitLogin } from '../upstream/oidc/helper.ts'

const sessionPairOf = (setCookie: string[]) =>
  setCookie.map((line) => line.split(';', 1)[0] ?? '').find((pair) => /^(__Host-)?session=./.test(pair)) ?? ''

/**
 * Up to the provider's redirect back: the callback's path and query, and the session cookie that
 * holds the login transaction. `headers` go with every request (X-Forwarded-For, for one).
 */
export async function httpLoginCallback(
  origin: string,
  identifier: string = DEMO.card,
  headers: Record<string, string> = {},
): Promise<{ callback: string; cookie: string }> {
  const start = await fetch(`${origin}/api/login/identity/start`, { headers, redirect: 'manual' })
  await start.arrayBuffer()
  const cookie = sessionPairOf(start.headers.getSetCookie())
  const location = start.headers.get('location')
  if (!location || !cookie) throw new Error(`identity start answered ${start.status}`)
  // The login helper's browser reads only the issuer (config), the URL mapping and the headers.
  const config = loadConfig({ PUBLIC_ORIGIN: origin })
  const browser = new Browser({ config, local: (url: string) => url, headers } as unknown as Stand)
  const page = await browser.follow(await browser.request(location))
  const back = await submitLogin(browser, await page.text(), { identifier, password: DEMO.password })
  const callback = new URL(back.headers.get('location') ?? '', origin)
  return { callback: `${callback.pathname}${callback.search}`, cookie }
}

/** The gateway's answer to the callback: its status, Location and session cookie pair. */
export async function httpFinishLogin(
  origin: string,
  { callback, cookie }: { callback: string; cookie: string },
  headers: Record<string, string> = {},
) {
  const done = await fetch(`${origin}${callback}`, { headers: { ...headers, cookie }, redirect: 'manual' })
  await done.arrayBuffer()
  return {
    status: done.status,
    location: done.headers.get('location') ?? '',
    cookie: sessionPairOf(done.headers.getSetCookie()),
  }
}

/** A signed-in session's cookie pair. */
export async function httpLoginCookie(
  origin: string,
  identifier: string = DEMO.card,
  headers: Record<string, string> = {},
): Promise<string> {
  const done = await httpFinishLogin(origin, await httpLoginCallback(origin, identifier, headers), headers)
  if (done.status !== 303 || done.location === '/login-failed' || !done.cookie)
    throw new Error(`identity login failed: ${done.status} ${done.location}`)
  return done.cookie
}
