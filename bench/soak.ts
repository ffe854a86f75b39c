/**
 * Issue 13 item 8, soak: the product's resident memory after 100,000 requests and after 1,000,000,
 * the same signed-in browsing of home, offers and activity as load.ts, against the whole product on
 * loopback. Goal: the second at most 1.1× the first (no growth that would end in a restart).
 * `node bench/soak.ts --first 10000 --total 100000` for a shorter run.
 */
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { browsingSessions, CLIENT_TIMEOUT_SECONDS } from './screen-calls.ts'
import { signInSessions, startProduct } from './signed-in-product.ts'

type SoakOptions = { first?: number; total?: number; connections?: number }

async function benchSoak({ first = 100_000, total = 1_000_000, connections = 50 }: SoakOptions = {}) {
  if (!(first > 0 && total > first)) throw new Error('expected 0 < first < total')
  const product = await startProduct()
  try {
    const sessions = await signInSessions(product, connections)
    const started = Date.now()
    const run = (amount: number) =>
      autocannon({
        url: product.url,
        connections,
        amount,
        timeout: CLIENT_TIMEOUT_SECONDS,
        setupClient: browsingSessions(sessions),
      })
    const before = await run(first)
    const residentAfterFirstMiB = product.residentMiB()
    const after = await run(total - first)
    const residentAfterTotalMiB = product.residentMiB()
    const errors = [before, after].reduce((sum, r) => sum + r.errors + r.non2xx, 0)
    return {
      goal: `resident memory after ${total} requests ≤ 1.1× after ${first}`,
      connections,
      requests: before.requests.total + after.requests.total,
      errors,
      minutes: +((Date.now() - started) / 60_000).toFixed(1),
      residentAfterFirstMiB,
      residentAfterTotalMiB,
      ratio: +(residentAfterTotalMiB / residentAfterFirstMiB).toFixed(3),
    }
  } finally {
    await product.stop()
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      first: { type: 'string', default: '100000' },
      total: { type: 'string', default: '1000000' },
      connections: { type: 'string', default: '50' },
    },
  })
  const options = {
    first: Number(values.first),
    total: Number(values.total),
    connections: Number(values.connections),
  }
  console.log(JSON.stringify(await benchSoak(options), null, 2))
}
