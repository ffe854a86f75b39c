/**
 * `GET /api/offers` through one gateway process, called as the browser calls it (the session
 * cookie) and as the scheme's app calls it (`Authorization: Bearer` with the app's access token),
 * in alternating rounds: the gateway's CPU time per request on each, and the ratio. The bearer side
 * pays the token's introspection at the provider once per token every few seconds (the check is
 * reused that long, session/bearer-auth.ts); the cookie side pays the session cookie's decryption
 * and the revocation check on every request. Ratios, not absolute figures.
 *
 * Fairness (warm-up, alternating rounds, totals): `passthrough-pair.ts`.
 */
import type { AddressInfo } from 'node:net'
import { Browser, DEMO, openLoginPage, pkcePair, submitLogin } from '../test/upstream/oidc/helper.ts'
import { alternate, median, type Rounds, type Stand, withStand } from './passthrough-pair.ts'

const PUBLIC_ORIGIN = 'http://localhost:3000'

/** The app's sign-in against the provider (PKCE, loopback redirect, no secret): its access token. */
async function appAccessToken(stand: Stand): Promise<string> {
  const upstreamUrl = `http://127.0.0.1:${(stand.upstream.server.address() as AddressInfo).port}`
  const { config } = stand.upstream
  const browser = new Browser({
    config,
    upstream: stand.upstream,
    base: upstreamUrl,
    local: (url) => url.replace(PUBLIC_ORIGIN, upstreamUrl),
  })
  const { verifier, challenge } = pkcePair()
  const redirectUri = 'http://127.0.0.1:48123/callback'
  const page = await openLoginPage(browser, {
    client_id: config.APP_CLIENT_ID,
    redirect_uri: redirectUri,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'bench',
  })
  const back = await submitLogin(browser, await page.text(), {
    identifier: DEMO.card,
    password: DEMO.password,
  })
  const code = new URL(back.headers.get('location') ?? '').searchParams.get('code') ?? ''
  const response = await fetch(`${upstreamUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: config.APP_CLIENT_ID,
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  })
  const body = (await response.json()) as { access_token?: string }
  if (!body.access_token) throw new Error(`the token endpoint answered ${response.status}`)
  return body.access_token
}

export async function benchBearerVsCookie({ duration = 5, rounds = 3, warmUp = 5 }: Partial<Rounds> = {}) {
  const options = { duration, rounds, warmUp }
  return withStand('bench-bearer-', {}, async (stand) => {
    const { cookie } = await stand.signIn()
    const access = await appAccessToken(stand)
    const { gateway } = await stand.servers({ call: '/offers?type=ALL&timestamp={now}' })
    const totals = await alternate(
      stand,
      {
        cookie: { server: gateway, path: '/api/offers', headers: { cookie } },
        bearer: { server: gateway, path: '/api/offers', headers: { authorization: `Bearer ${access}` } },
      },
      options,
    )
    const figures = (side: keyof typeof totals) => {
      const { requests, seconds, cpuSeconds, non2xx, p50 } = totals[side]
      if (non2xx > 0) throw new Error(`${side}: ${non2xx} calls did not succeed`)
      return {
        requestsPerSecond: Math.round(requests / Math.max(seconds, 1e-9)),
        p50ms: median(p50),
        cpuMsPerRequest: +((cpuSeconds * 1000) / Math.max(requests, 1)).toFixed(3),
        requests,
      }
    }
    const cookieSide = figures('cookie')
    const bearerSide = figures('bearer')
    return {
      cookie: { call: 'gateway GET /api/offers, session cookie', ...cookieSide },
      bearer: { call: "gateway GET /api/offers, the app's bearer token", ...bearerSide },
      bearerToCookieCpuRatio: +(
        bearerSide.cpuMsPerRequest / Math.max(cookieSide.cpuMsPerRequest, 0.001)
      ).toFixed(2),
      method: `${warmUp} s warm-up each, then ${rounds} alternating rounds of ${duration} s each, 10 connections, one gateway process`,
    }
  })
}

if (import.meta.main) console.log(JSON.stringify(await benchBearerVsCookie(), null, 2))
