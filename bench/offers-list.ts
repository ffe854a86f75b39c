/**
 * `GET /api/offers` signed in through the gateway, side by side in one run with a bare undici
 * passthrough proxy making the same upstream call (`GET /offers` with the collector's access
 * token) against the same reference upstream. Each server is its own process, so its CPU time per
 * request comes from /proc/<pid>/stat. Goals: throughput ≥ 0.65× the proxy's, CPU per request
 * ≤ 1.5× the proxy's. Ratios, not absolute figures.
 *
 * Fairness (warm-up, alternating rounds, totals, 0 new upstream connections): `passthrough-pair.ts`.
 */
import { GOALS, gatewayAgainstProxy, method, type Rounds, withStand } from './passthrough-pair.ts'

export async function benchOffersList({ duration = 5, rounds = 3, warmUp = 5 }: Partial<Rounds> = {}) {
  const options = { duration, rounds, warmUp }
  return withStand('bench-offers-', {}, async (stand) => {
    const { cookie, access } = await stand.signIn()
    // The timestamp defeats caches, as the gateway's own call does.
    const { gateway, proxy } = await stand.servers({
      call: '/offers?type=ALL&timestamp={now}',
      token: access,
    })
    const pair = await gatewayAgainstProxy(
      stand,
      {
        proxy: {
          call: 'bare undici passthrough GET /api/offers → upstream GET /offers',
          server: proxy,
          path: '/api/offers',
        },
        gateway: {
          call: 'gateway GET /api/offers (signed in)',
          server: gateway,
          path: '/api/offers',
          headers: { cookie },
        },
      },
      options,
    )
    return { ...pair, goals: GOALS, method: method(options) }
  })
}

if (import.meta.main) console.log(JSON.stringify(await benchOffersList(), null, 2))
