/**
 * The production shape's load balancer as a process of its own, so that its CPU is counted apart
 * from the load generator's: `node bench/round-robin-balancer.ts <gateway URL>...` prints its own
 * URL on the first line of stdout, then sends each request to the next gateway in turn with the
 * caller's address appended to X-Forwarded-For (test/gateway/scale-out/round-robin-proxy.ts).
 */
import { startRoundRobinProxy } from '../test/gateway/scale-out/round-robin-proxy.ts'

const balancer = await startRoundRobinProxy()
balancer.targets = process.argv.slice(2)
process.stdout.write(`${balancer.url}\n`)
process.once('SIGTERM', () => {
  balancer.close().then(() => process.exit(0))
})
