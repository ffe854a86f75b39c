/**
 * The product for the fault matrix: the real reference upstream with the sandbox data the route
 * families read, the fault proxy in front of it, and the real gateway pointed at the proxy with a
 * short upstream deadline, so that "past the timeout" takes a fraction of a second.
 */
import type { Test } from 'tap'
import { seedHelpContent } from '../../../server/upstream/seed/help-content.ts'
import { seedOffers } from '../../../server/upstream/seed/offers.ts'
import { type LedgerSeedTables, seedTransactions } from '../../../server/upstream/seed/transactions.ts'
import { buildTestGateway } from '../../helpers/gateway.ts'
import { PUBLIC_ORIGIN, startStand } from '../../upstream/oidc/helper.ts'
import { seedVouchersSandbox } from '../../upstream/vouchers/helper.ts'
import { logSink } from '../operations/helpers.ts'
import { startFaultProxy } from './fault-proxy.ts'

/**
 * The gateway's per-attempt upstream deadline in these suites (30 s in production). A late 503
 * comes at half of it, and its retry must start before the budget ends, after up to 100 ms of
 * backoff: 800 ms leaves 300 ms to spare for a busy machine.
 */
const TEST_UPSTREAM_TIMEOUT_MS = 800

export async function faultStand(t: Test) {
  const stand = await startStand(t)
  const { db } = stand.upstream
  await seedVouchersSandbox(stand.upstream)
  await seedOffers(db)
  await seedHelpContent(db, stand.config.SCHEME_NAME)
  await seedTransactions(db.withTables<LedgerSeedTables>())
  const proxy = await startFaultProxy(stand.base, { lateMs: TEST_UPSTREAM_TIMEOUT_MS / 2 })
  t.teardown(() => proxy.close())
  const logs = logSink()
  const gateway = await buildTestGateway(
    t,
    {
      PUBLIC_ORIGIN,
      UPSTREAM_PORT: String(proxy.port),
      UPSTREAM_TIMEOUT_MS: String(TEST_UPSTREAM_TIMEOUT_MS),
      UPSTREAM_RETRIES: '2',
      OIDC_CLIENT_SECRET: stand.config.OIDC_CLIENT_SECRET,
      CAPTCHA_MAX_NUMBER: '1000',
    },
    { logStream: logs.stream },
  )
  return { stand, proxy, gateway, logs }
}

export type FaultStand = Awaited<ReturnType<typeof faultStand>>
