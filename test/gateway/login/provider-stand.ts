/**
 * The real gateway in front of the reference upstream and its identity provider, listening on a
 * loopback port so that a cookie-keeping client can walk the provider's pages: for the identity
 * login and logout suites.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Test } from 'tap'
import { loadConfig } from '../../../config/env.ts'
import type { BuildOptions } from '../../../server/gateway/server.ts'
import { buildUpstream } from '../../../server/upstream/server.ts'
import { buildGateway } from '../../helpers/public-host.ts'
import { seededStoreEnv } from '../../helpers/seeded-store.ts'
import { Browser, DEMO, formAction, PUBLIC_ORIGIN, seedCollectors } from '../../upstream/oidc/helper.ts'

/** The CSRF headers a same-origin fetch carries. */
export const API_HEADERS = {
  'x-requested-with': 'fetch',
  'sec-fetch-site': 'same-origin',
  origin: PUBLIC_ORIGIN,
}

/** The session cookie pair (`__Host-session=…`) of a reply, or ''. */
export function sessionCookieOf(headers: Record<string, unknown>): string {
  const all = ([] as string[]).concat((headers['set-cookie'] as string | string[] | undefined) ?? [])
  return (
    all.map((line) => line.split(';', 1)[0] ?? '').find((pair) => pair.startsWith('__Host-session=')) ?? ''
  )
}

type StandOptions = {
  gateway?: Omit<BuildOptions, 'clientDir'>
  /** Sees the upstream before it listens (hooks for recording calls). */
  onUpstream?: (upstream: FastifyInstance) => void
}

export async function startProviderStand(t: Test, name: string, options: StandOptions = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `${name}-`))
  const base = { DATA_DIR: dataDir, PUBLIC_ORIGIN, LOG_LEVEL: 'silent' }
  const upstream = await buildUpstream(
    loadConfig({ ...base, ...seededStoreEnv({}, 'collectors'), UPSTREAM_PORT: '0' }),
    { seed: false },
  )
  options.onUpstream?.(upstream)
  await upstream.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(() => upstream.close())
  await seedCollectors(upstream)
  const address = upstream.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const config = loadConfig({
    ...base,
    UPSTREAM_PORT: String(port),
    LOG_LEVEL: process.env.TEST_LOG ?? 'silent',
  })
  const gateway = await buildGateway(config, { ...options.gateway, clientDir: join(dataDir, 'no-client') })
  t.teardown(() => gateway.close())
  await gateway.ready()
  const stand = {
    config,
    upstream,
    base: `http://127.0.0.1:${port}`,
    local: (url: string) => url.replace(PUBLIC_ORIGIN, `http://127.0.0.1:${port}`),
  }
  return { config, upstream, gateway, stand }
}

type ProviderStand = Awaited<ReturnType<typeof startProviderStand>>

/** A whole identity login as the demo collector, landing on `next`: the signed-in session cookie. */
export async function signInThroughProvider(
  { config, gateway, stand }: ProviderStand,
  next = '/account',
): Promise<string> {
  const start = await gateway.inject({
    method: 'GET',
    url: `/api/login/identity/start?next=${encodeURIComponent(next)}`,
  })
  const browser = new Browser(stand)
  const page = await browser.follow(await browser.request(String(start.headers.location)))
  const action = new URL(formAction(await page.text()), config.OIDC_ISSUER).href
  const back = await browser.follow(
    await browser.post(action, { identifier: DEMO.card, password: DEMO.password }),
  )
  const callback = new URL(back.headers.get('location') ?? '')
  const done = await gateway.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: sessionCookieOf(start.headers) },
  })
  return sessionCookieOf(done.headers)
}
