/**
 * Issue 13 item 8: two gateways sharing Redis and PostgreSQL behind a round-robin load balancer
 * behave as one. Real everything: the reference upstream on PostgreSQL (a schema of this run's
 * own), two gateway servers with one Redis (a key prefix of this run's own, removed afterwards),
 * identity logins through the balancer, so that consecutive requests land on alternate gateways.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import t from 'tap'
import { loadConfig } from '../../../config/env.ts'
import { buildGateway } from '../../../server/gateway/server.ts'
import { buildUpstream } from '../../../server/upstream/server.ts'
import { httpFinishLogin, httpLoginCallback, httpLoginCookie } from '../../helpers/http-login.ts'
import {
  postgresAvailable,
  REDIS_TEST_ENV,
  REDIS_TEST_URL,
  redisAvailable,
  requireService,
} from '../../helpers/services.ts'
import { freshSchemaUrl } from '../../upstream/helpers/postgres.ts'
import { seedCollectors } from '../../upstream/oidc/helper.ts'
import { startRoundRobinProxy } from './round-robin-proxy.ts'

/** Below the gateway's 30 s refresh margin: every call that needs the access token refreshes it. */
const ACCESS_TOKEN_TTL_SECONDS = 20
/** The identity start route's limit per client address (routes/api/login/identity.ts). */
const IDENTITY_STARTS_PER_MINUTE = 30

const ready =
  requireService(t, 'Redis', await redisAvailable()) &&
  requireService(t, 'PostgreSQL', await postgresAvailable())

if (ready) {
  const prefix = `test-scale-out-${process.pid}-${randomBytes(4).toString('hex')}:`
  const redis = new Redis(REDIS_TEST_URL)
  t.teardown(async () => {
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    await redis.quit()
  })
  const dataDir = mkdtempSync(join(tmpdir(), 'scale-out-'))
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }))

  // The balancer first: its address is the product's public origin.
  const balancer = await startRoundRobinProxy()
  t.teardown(() => balancer.close())
  const shared = {
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: balancer.url,
    LOG_LEVEL: 'silent',
    SESSION_KEYS: randomBytes(32).toString('base64'),
  }

  const upstream = await buildUpstream(
    loadConfig({ ...shared, DATABASE_URL: await freshSchemaUrl(t), UPSTREAM_PORT: '0' }),
    { seed: false, oidc: { accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS } },
  )
  // Token endpoint calls: code exchanges and refreshes.
  let tokenCalls = 0
  upstream.addHook('onRequest', async (request) => {
    if (request.method === 'POST' && request.url.startsWith('/oidc/token')) tokenCalls++
  })
  await upstream.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(() => upstream.close())
  await seedCollectors(upstream)

  const gatewayConfig = loadConfig({
    ...shared,
    UPSTREAM_PORT: String((upstream.server.address() as AddressInfo).port),
    ...REDIS_TEST_ENV,
    REDIS_KEY_PREFIX: prefix,
    TRUST_PROXY: '127.0.0.1',
  })
  const gateways = await Promise.all(
    [0, 1].map(async () => {
      const gateway = await buildGateway(gatewayConfig, { clientDir: join(dataDir, 'no-client') })
      await gateway.listen({ port: 0, host: '127.0.0.1' })
      t.teardown(() => gateway.close())
      return `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`
    }),
  )
  balancer.targets = gateways

  /** What the balancer sent each gateway since `before`. */
  const hitsSince = (before: number[]) => balancer.hits.map((hits, index) => hits - (before[index] ?? 0))
  const api = { 'x-requested-with': 'fetch', 'sec-fetch-site': 'same-origin', origin: balancer.url }
  const get = (path: string, headers: Record<string, string>) =>
    fetch(`${balancer.url}${path}`, { headers: { ...api, ...headers }, redirect: 'manual' })

  let cookie = ''

  t.test('a session signed in through the balancer is the same session on both gateways', async (t) => {
    const before = [...balancer.hits]
    cookie = await httpLoginCookie(balancer.url, undefined, { 'x-forwarded-for': '198.51.100.1' })
    t.ok(
      hitsSince(before).every((hits) => hits > 0),
      'the login went through both gateways',
    )
    const answers = [await get('/api/session', { cookie }), await get('/api/session', { cookie })]
    const sessions = (await Promise.all(answers.map((answer) => answer.json()))) as { signedIn: boolean }[]
    t.same(
      sessions.map((session) => session.signedIn),
      [true, true],
      'each gateway finds it signed in',
    )
  })

  t.test('one rate-limit budget for both gateways', async (t) => {
    const client = { 'x-forwarded-for': '198.51.100.2' }
    const before = [...balancer.hits]
    const statuses: number[] = []
    for (let call = 0; call <= IDENTITY_STARTS_PER_MINUTE; call++) {
      const answer = await get('/api/login/identity/start', client)
      await answer.arrayBuffer()
      statuses.push(answer.status)
    }
    t.same(hitsSince(before).sort(), [15, 16], 'the calls alternated between the gateways')
    t.ok(
      statuses.slice(0, IDENTITY_STARTS_PER_MINUTE).every((status) => status >= 300 && status < 400),
      `the first ${IDENTITY_STARTS_PER_MINUTE} start a login`,
    )
    t.equal(statuses.at(-1), 429, 'the next one is refused, though each gateway saw about half')
  })

  t.test('a login transaction used on one gateway is refused on the other', async (t) => {
    const client = { 'x-forwarded-for': '198.51.100.3' }
    const pending = await httpLoginCallback(balancer.url, undefined, client)
    const before = [...balancer.hits]
    const first = await httpFinishLogin(balancer.url, pending, client)
    const tokenCallsBefore = tokenCalls
    const replay = await httpFinishLogin(balancer.url, pending, client)
    t.same(hitsSince(before), [1, 1], 'one callback on each gateway')
    t.equal(first.location, '/homepage', 'the first callback signs in')
    t.equal(replay.location, '/login-failed', 'the same callback with the same cookie is refused')
    // Refused by the shared record itself: the code never reaches the provider a second time.
    t.equal(tokenCalls - tokenCallsBefore, 0, 'no code exchange for the replay')
  })

  t.test(
    'an access token to refresh, one request on each gateway: one refresh at the upstream',
    async (t) => {
      const before = [...balancer.hits]
      const tokenCallsBefore = tokenCalls
      const answers = await Promise.all([
        get('/api/card/balance', { cookie }),
        get('/api/card/balance', { cookie }),
      ])
      await Promise.all(answers.map((answer) => answer.arrayBuffer()))
      t.same(hitsSince(before), [1, 1], 'one request on each gateway')
      t.same(
        answers.map((answer) => answer.status),
        [200, 200],
      )
      t.equal(tokenCalls - tokenCallsBefore, 1, 'one token call at the upstream')
    },
  )
}
