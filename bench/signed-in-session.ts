/**
 * The gateway's added latency for a signed-in `GET /api/session`. That route reads the encrypted
 * session cookie and calls no upstream, so it is set side by side, in one run, against the
 * upstream call the gateway makes for a signed-in collector (the profile, `GET /customer/v2` with
 * the access token), called directly. The session is made by a real identity login against the
 * reference upstream's provider. Ratios, not absolute times.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { loadConfig } from '../config/env.ts'
import { startUpstream } from '../server/upstream/server.ts'
import { buildGateway } from '../test/helpers/public-host.ts'
import { gatewayLoginCookie } from '../test/upstream/oidc/helper.ts'

const PUBLIC_ORIGIN = 'http://localhost:3000'

type Load = { requestsPerSecond: number; p50ms: number; p90ms: number; p99ms: number; non2xx: number }

const load = (url: string, headers: Record<string, string>, duration: number): Promise<Load> =>
  autocannon({ url, headers, connections: 10, duration }).then((result) => ({
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p90ms: result.latency.p90,
    p99ms: result.latency.p99,
    non2xx: result.non2xx,
  }))

export async function benchSignedInSession({ duration = 5 }: { duration?: number } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-session-'))
  const base = { DATA_DIR: dataDir, PUBLIC_ORIGIN, LOG_LEVEL: 'warn' }
  const upstream = await startUpstream(loadConfig({ ...base, UPSTREAM_PORT: '0' }))
  const upstreamPort = (upstream.server.address() as { port: number }).port
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`
  const config = loadConfig({ ...base, PORT: '0', UPSTREAM_PORT: String(upstreamPort) })
  const gateway = await buildGateway(config)
  await gateway.listen({ port: 0, host: '127.0.0.1' })
  const gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`
  try {
    const cookie = await gatewayLoginCookie(gateway, {
      config,
      upstream,
      base: upstreamUrl,
      local: (url) => url.replace(PUBLIC_ORIGIN, upstreamUrl),
    })
    const [name = '', value = ''] = cookie.split('=')
    const access = gateway
      .decodeSecureSession(decodeURIComponent(value), undefined, name)
      ?.get('tokens')?.access
    if (!access) throw new Error('the session holds no access token')

    const direct = await load(`${upstreamUrl}/customer/v2`, { authorization: `Bearer ${access}` }, duration)
    const through = await load(`${gatewayUrl}/api/session`, { cookie }, duration)
    const signedIn = (await (await fetch(`${gatewayUrl}/api/session`, { headers: { cookie } })).json()) as {
      signedIn: boolean
    }
    if (direct.non2xx > 0 || through.non2xx > 0 || !signedIn.signedIn)
      throw new Error(`not every call succeeded: ${JSON.stringify({ direct, through, signedIn })}`)
    return {
      direct: { call: 'upstream GET /customer/v2 (profile, bearer token)', ...direct },
      through: { call: 'gateway GET /api/session (signed in, no upstream call)', ...through },
      p50Ratio: ratio(through.p50ms, direct.p50ms),
      p99Ratio: ratio(through.p99ms, direct.p99ms),
      throughputRatio: ratio(through.requestsPerSecond, direct.requestsPerSecond),
    }
  } finally {
    await gateway.close()
    await upstream.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const ratio = (a: number, b: number) => +(a / Math.max(b, 1)).toFixed(2)

if (import.meta.main) console.log(JSON.stringify(await benchSignedInSession(), null, 2))
