/**
 * Abuse of the signed-out card self-service, through the real gateway (TRUST_PROXY on loopback,
 * each client an X-Forwarded-For address) in front of the real reference upstream: 1,000
 * retrieve-card requests against one identity from one client and from 20 client addresses, and
 * 1,000 wrong codes against one flow from one client and from 20. For each: what the clients saw
 * (statuses), how many calls reached the upstream, and how many e-mails and SMS were sent.
 * Run alone: `node bench/card-self-service-abuse.ts` (ATTEMPTS changes the 1,000). Not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { loadConfig } from '../config/env.ts'
import { buildGateway } from '../server/gateway/server.ts'
import { buildUpstream } from '../server/upstream/server.ts'

const ATTEMPTS = Number(process.env.ATTEMPTS ?? 1000)
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 25)
const PUBLIC_ORIGIN = 'http://localhost:3000'
const API = '/api/card-self-service'
const SECRETS = {
  SESSION_KEYS: Buffer.alloc(32, 7).toString('base64'),
  OIDC_CLIENT_SECRET: 'bench-client-secret-0123456789abcdef0123',
  CAPTCHA_HMAC_KEY: 'bench-captcha-key-0123456789abcdef01234567',
  SWITCHES_TESTER_KEY: 'bench-switches-tester-key-0123456789abcdef',
}

async function benchCardSelfServiceAbuse() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-card-self-service-'))
  const env = {
    ...SECRETS,
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN,
    LOG_LEVEL: 'silent',
    CAPTCHA_MAX_NUMBER: '1000',
  }
  const upstream = await buildUpstream(loadConfig({ ...env, UPSTREAM_PORT: '0' }))
  const reached = new Map<string, number>()
  upstream.addHook('onRequest', async (request) => {
    const path = request.routeOptions.url ?? request.url
    reached.set(path, (reached.get(path) ?? 0) + 1)
  })
  await upstream.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(upstream.server.address() as { port: number }).port}`
  const gateway = await buildGateway(
    loadConfig({ ...env, TRUST_PROXY: '127.0.0.1', IDENTITY_API_URL: base, MANAGEMENT_API_URL: base }),
  )
  await gateway.ready()
  const authority = new URL(PUBLIC_ORIGIN).host
  const headers = { 'x-requested-with': 'fetch', 'sec-fetch-site': 'same-origin', origin: PUBLIC_ORIGIN }

  const captcha = async (client: string) => {
    const response = await gateway.inject({
      method: 'GET',
      url: '/api/captcha/challenge',
      authority,
      headers: { 'x-forwarded-for': client },
    })
    // The challenge route has its own per-client limit: past it, the attempt goes without a solution.
    if (response.statusCode !== 200) return undefined
    const challenge = response.json() as Challenge
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 })
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  }
  const post = async (client: string, url: string, body: object, cookie = '', withCaptcha = true) => {
    const solution = withCaptcha ? await captcha(client) : undefined
    const response = await gateway.inject({
      method: 'POST',
      url,
      authority,
      headers: {
        ...headers,
        'x-forwarded-for': client,
        cookie,
        ...(solution ? { 'x-captcha': solution } : {}),
      },
      payload: body,
    })
    const setCookie = response.headers['set-cookie']
    const first = Array.isArray(setCookie) ? setCookie[0] : setCookie
    return {
      status: response.statusCode,
      code: (response.json() as { code?: string }).code,
      cookie: first?.split(';')[0],
    }
  }
  const sent = async () => (await upstream.outbox.list({})).length

  /** Runs `count` attempts, CONCURRENCY at a time; the statuses each client address saw. */
  async function attack(
    count: number,
    clients: string[],
    attempt: (client: string) => Promise<{ status: number; code?: string | undefined }>,
  ) {
    const seen: Record<string, Record<string, number>> = {}
    let next = 0
    const worker = async () => {
      while (next < count) {
        const client = clients[next % clients.length] ?? ''
        next += 1
        const { status, code } = await attempt(client)
        const key = code ? `${status} ${code}` : String(status)
        const byClient = seen[client] ?? {}
        seen[client] = byClient
        byClient[key] = (byClient[key] ?? 0) + 1
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    return seen
  }

  /** Totals over every client, and the distinct answers the clients saw. */
  const summary = (seen: Record<string, Record<string, number>>) => {
    const totals: Record<string, number> = {}
    for (const byClient of Object.values(seen))
      for (const [key, n] of Object.entries(byClient)) totals[key] = (totals[key] ?? 0) + n
    return {
      totals,
      perClient: Object.fromEntries(Object.entries(seen).slice(0, 3)),
      clients: Object.keys(seen).length,
    }
  }

  async function scenario(name: string, run: () => Promise<Record<string, Record<string, number>>>) {
    const before = { reached: new Map(reached), sent: await sent() }
    const started = performance.now()
    const seen = await run()
    const delta = Object.fromEntries(
      [...reached]
        .map(([path, n]) => [path, n - (before.reached.get(path) ?? 0)])
        .filter(([, n]) => Number(n) > 0),
    )
    return {
      name,
      ms: Math.round(performance.now() - started),
      ...summary(seen),
      reachedUpstream: delta,
      messagesSent: (await sent()) - before.sent,
    }
  }

  const twenty = Array.from({ length: 20 }, (_, i) => `198.51.100.${i + 1}`)
  const requestAs = (details: object) => (client: string) =>
    post(client, `${API}/retrieve-card/request`, details)
  /** A flow with a code sent, its session cookie: the target of the wrong codes. */
  const flowCookie = async (client: string, details: object) => {
    const started = await post(client, `${API}/replace-card/request`, details)
    // The send marks the session: a code is checked only once one was asked for.
    const sentCode = await post(client, `${API}/send-code`, { deliveryMethod: 'email' }, started.cookie)
    return sentCode.cookie ?? started.cookie ?? ''
  }
  const wrongCodes = (cookie: string) => (client: string) =>
    post(client, `${API}/replace-card/validate`, { code: '000000', replacementType: 'LOST' }, cookie, false)

  try {
    const results = [
      await scenario('retrieve-card requests, one identity, one client', () =>
        attack(
          ATTEMPTS,
          ['203.0.113.1'],
          requestAs({ email: 'alex.taylor@example.com', lastName: 'Taylor', dateOfBirth: '21/06/1988' }),
        ),
      ),
      await scenario('retrieve-card requests, one identity, 20 clients', () =>
        attack(
          ATTEMPTS,
          twenty,
          requestAs({ email: 'sam.patel@example.com', lastName: 'Patel', dateOfBirth: '02/11/1975' }),
        ),
      ),
      await scenario('wrong codes, one flow, one client', async () =>
        attack(
          ATTEMPTS,
          ['203.0.113.2'],
          wrongCodes(
            await flowCookie('203.0.113.2', {
              dateOfBirth: '14/02/1992',
              lastName: 'Morgan',
              postcode: 'SW1A 1AA',
            }),
          ),
        ),
      ),
      await scenario('wrong codes, one flow, 20 clients', async () =>
        attack(
          ATTEMPTS,
          twenty.map((ip) => ip.replace('198.51.100', '192.0.2')),
          wrongCodes(
            await flowCookie('203.0.113.3', {
              dateOfBirth: '02/11/1975',
              lastName: 'Patel',
              postcode: 'SW1A 1AA',
            }),
          ),
        ),
      ),
    ]
    return results
  } finally {
    await gateway.close()
    await upstream.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.main) console.log(JSON.stringify(await benchCardSelfServiceAbuse(), null, 2))
