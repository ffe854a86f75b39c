/**
 * The brands search, `GET /api/brands/search?q=` signed in through the gateway, side by side in one
 * run with a bare undici passthrough proxy making the same upstream call (`GET /brands/list?q=`)
 * against the same reference upstream, over the same rotating searches. Each server is its own
 * process, so its CPU time per request comes from /proc/<pid>/stat. Goals as the offers list's:
 * throughput ≥ 0.65× the proxy's, CPU per request ≤ 1.5× the proxy's. Ratios, not absolute figures.
 *
 * The search is limited to 30 a minute per client address: the gateway trusts the bench's
 * X-Forwarded-For (TRUST_PROXY) and each request comes from an address of its own, so the limiter
 * runs (and costs what it costs) without refusing. The proxy gets the same header and ignores it.
 *
 * Fairness (warm-up, alternating rounds, totals, 0 new upstream connections): `passthrough-pair.ts`.
 */
import type autocannon from 'autocannon'
import { BRAND_SEARCH_LIMIT } from '../shared/contract/brands.ts'
import { GOALS, gatewayAgainstProxy, method, type Rounds, withStand } from './passthrough-pair.ts'

/** Searches a collector might type, in turn: some match many brands, some few, one none. */
const SEARCHES = ['willow', 'home', 'travel', 'copper garden', 'sainsbury', 'ze', 'bakery', 'argos', 'xq']
let sent = 0

/** Each request another search, from a client address of its own (10.x.y.z). */
const setupRequest = (request: autocannon.Request): autocannon.Request => {
  sent += 1
  const q = SEARCHES[sent % SEARCHES.length] ?? 'willow'
  const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`
  return {
    ...request,
    path: `/api/brands/search?q=${encodeURIComponent(q)}`,
    headers: { ...request.headers, 'x-forwarded-for': address },
  }
}

export async function benchBrandsSearch({ duration = 5, rounds = 3, warmUp = 5 }: Partial<Rounds> = {}) {
  const options = { duration, rounds, warmUp }
  return withStand('bench-brands-', { TRUST_PROXY: '127.0.0.1' }, async (stand) => {
    const { cookie } = await stand.signIn()
    const { gateway, proxy } = await stand.servers({ call: `/brands/list?q={q}&limit=${BRAND_SEARCH_LIMIT}` })
    const path = '/api/brands/search'
    const pair = await gatewayAgainstProxy(
      stand,
      {
        proxy: {
          call: 'bare undici passthrough GET /api/brands/search → upstream GET /brands/list',
          server: proxy,
          path,
          setupRequest,
        },
        gateway: {
          call: 'gateway GET /api/brands/search (signed in)',
          server: gateway,
          path,
          headers: { cookie },
          setupRequest,
        },
      },
      options,
    )
    return {
      ...pair,
      goals: GOALS,
      method: `${method(options)}, ${SEARCHES.length} searches in turn, one client address per request`,
    }
  })
}

if (import.meta.main) console.log(JSON.stringify(await benchBrandsSearch(), null, 2))
