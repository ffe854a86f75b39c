/**
 * Abuse of the password reset, measured against the real gateway and reference upstream over HTTP
 * on loopback, the gateway trusting X-Forwarded-For from loopback (TRUST_PROXY): 1,000 reset
 * requests for one identity and 1,000 wrong codes against one reset's flow, each from one client
 * address and from 20. For each: how many calls reached the upstream, how many e-mails and texts
 * the outbox sent, and the statuses each client saw. Every request fetches and solves a captcha
 * first, as the browser does; a refused challenge is counted as what that client saw.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { loadConfig } from '../config/env.ts'
import { buildGateway } from '../server/gateway/server.ts'
import { buildUpstream } from '../server/upstream/server.ts'
import { freePort } from '../test/helpers/free-port.ts'

// A free port, known before the gateway starts: PUBLIC_ORIGIN names it.
const PORT = await freePort()
const ORIGIN = `http://127.0.0.1:${PORT}`
const ATTEMPTS = 1000

type Counts = Record<string, number>
const bump = (counts: Counts, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1
}

/** One client: its address (sent as X-Forwarded-For) and, when it keeps one, its session cookie. */
function client(address: string, jar: { cookie: string } = { cookie: '' }) {
  const headers = (extra: Record<string, string> = {}) => ({
    'x-forwarded-for': address,
    'x-requested-with': 'fetch',
    'sec-fetch-site': 'same-origin',
    origin: ORIGIN,
    'content-type': 'application/json',
    accept: 'application/json',
    ...(jar.cookie ? { cookie: jar.cookie } : {}),
    ...extra,
  })
  const keep = (response: Response) => {
    const set = response.headers.getSetCookie()[0]
    if (set) jar.cookie = set.split(';')[0] ?? ''
  }
  return {
    jar,
    async captcha(): Promise<string | number> {
      const response = await fetch(`${ORIGIN}/api/captcha/challenge`, { headers: headers() })
      if (!response.ok) return response.status
      const challenge = (await response.json()) as Challenge
      const solution = await solveChallenge({ challenge, deriveKey })
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
    },
    async post(path: string, body: unknown, captcha?: string) {
      const response = await fetch(`${ORIGIN}${path}`, {
        method: 'POST',
        headers: headers(captcha ? { 'x-captcha': captcha } : {}),
        body: JSON.stringify(body),
      })
      keep(response)
      return {
        status: response.status,
        body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
      }
    },
  }
}

const addresses = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}.${i + 1}`)

async function benchSelfServiceAbuse() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-self-service-'))
  const base = { DATA_DIR: dataDir, PUBLIC_ORIGIN: ORIGIN, LOG_LEVEL: 'silent', CAPTCHA_MAX_NUMBER: '1000' }
  const upstream = await buildUpstream(loadConfig({ ...base, UPSTREAM_PORT: '0' }))
  const reached: Counts = {}
  upstream.addHook('onResponse', async (request, reply) => {
    bump(reached, `${request.method} ${request.routeOptions.url ?? request.url} ${reply.statusCode}`)
  })
  await upstream.listen({ port: 0, host: '127.0.0.1' })
  const upstreamPort = (upstream.server.address() as { port: number }).port
  const gateway = await buildGateway(
    loadConfig({
      ...base,
      PORT: String(PORT),
      UPSTREAM_PORT: String(upstreamPort),
      TRUST_PROXY: '127.0.0.1',
    }),
  )
  await gateway.listen({ port: PORT, host: '127.0.0.1' })
  const outbox = async (to: string) => (await upstream.outbox.list({ to })).length
  // Lets the e-mails written after the upstream's answer land before they are counted.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500))

  /** Runs `attempt` ATTEMPTS times over the clients in turn; what each client saw, and the upstream. */
  async function scenario(
    name: string,
    clientCount: number,
    attempt: (i: number) => Promise<string>,
    to: string[],
  ) {
    for (const key of Object.keys(reached)) delete reached[key]
    const before = await Promise.all(to.map(outbox))
    const perClient: Counts[] = Array.from({ length: clientCount }, () => ({}))
    const started = performance.now()
    for (let i = 0; i < ATTEMPTS; i++) bump(perClient[i % clientCount] as Counts, await attempt(i))
    await settle()
    const after = await Promise.all(to.map(outbox))
    const seen: Counts = {}
    for (const counts of perClient)
      for (const [key, n] of Object.entries(counts)) seen[key] = (seen[key] ?? 0) + n
    return {
      name,
      clients: clientCount,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      reachedUpstream: { ...reached },
      messagesSent: Object.fromEntries(to.map((address, i) => [address, (after[i] ?? 0) - (before[i] ?? 0)])),
      statusesSeen: seen,
      firstClient: perClient[0],
    }
  }

  const resetRequests = (email: string, clients: ReturnType<typeof client>[]) => async (i: number) => {
    const browser = clients[i % clients.length] as ReturnType<typeof client>
    const captcha = await browser.captcha()
    if (typeof captcha === 'number') return `challenge ${captcha}`
    return String((await browser.post('/api/self-service/password-reset', { email }, captcha)).status)
  }

  /** A reset of the two-factor collector opened in a session whose cookie every client shares. */
  async function openedReset(address: string) {
    const owner = client(address)
    const before = (await upstream.outbox.list({ to: 'jordan.lee@example.com' })).length
    await owner.post(
      '/api/self-service/password-reset',
      { email: 'jordan.lee@example.com' },
      String(await owner.captcha()),
    )
    await settle()
    const mail = (await upstream.outbox.list({ to: 'jordan.lee@example.com' }))[before]
    const token = new URL(mail?.links[0] ?? ORIGIN).searchParams.get('token')
    await owner.post('/api/self-service/password-reset/link', { token })
    await owner.post('/api/self-service/two-factor/send/sms', {})
    const texts = await upstream.outbox.list({ to: '+447700900003' })
    const code = /(\d{6})/.exec(texts.at(-1)?.text ?? '')?.[1] ?? '000000'
    return { jar: owner.jar, wrong: String((Number(code) + 1) % 1_000_000).padStart(6, '0') }
  }
  const wrongCodes = (clients: ReturnType<typeof client>[], wrong: string) => async (i: number) => {
    const browser = clients[i % clients.length] as ReturnType<typeof client>
    const answer = await browser.post('/api/self-service/password-reset/verify-code', { code: wrong })
    return answer.status === 400 ? `400 ${answer.body.code}` : String(answer.status)
  }

  try {
    const results = []
    const alex = 'alex.taylor@example.com'
    const sam = 'sam.patel@example.com'
    results.push(
      await scenario('reset requests, one client', 1, resetRequests(alex, [client('203.0.113.1')]), [alex]),
    )
    results.push(
      await scenario(
        'reset requests, 20 clients',
        20,
        resetRequests(
          sam,
          addresses('198.51.100', 20).map((a) => client(a)),
        ),
        [sam],
      ),
    )
    const one = await openedReset('192.0.2.1')
    results.push(
      await scenario('wrong codes, one client', 1, wrongCodes([client('192.0.2.1', one.jar)], one.wrong), [
        '+447700900003',
        'jordan.lee@example.com',
      ]),
    )
    const many = await openedReset('198.18.1.1')
    results.push(
      await scenario(
        'wrong codes, 20 clients sharing the session',
        20,
        wrongCodes(
          addresses('198.18.0', 20).map((a) => client(a, many.jar)),
          many.wrong,
        ),
        ['+447700900003', 'jordan.lee@example.com'],
      ),
    )
    return results
  } finally {
    await gateway.close()
    await upstream.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.main) console.log(JSON.stringify(await benchSelfServiceAbuse(), null, 2))
