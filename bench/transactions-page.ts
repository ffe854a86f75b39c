/**
 * A transactions page (`GET /api/activity/transactions`, 20 rows) through the gateway, two ways:
 *
 * (a) depth: a collector with 100 transactions against one with 100,000 in the same run (the bench
 *     seeds them into its own store), each asked for pages all through their history (the first
 *     page and nextTokens at 20 evenly spaced positions). Goal: time per page of the 100,000 ≤ 1.3×
 *     that of the 100: a page is a keyset query, never an OFFSET scan or a count.
 * (b) overhead: the gateway against a bare undici passthrough making the same upstream call
 *     (`GET /transactions?pageSize=20` with the collector's token): throughput and CPU per request
 *     ratios, each server its own process (CPU from /proc/<pid>/stat).
 *
 * Both sides of each comparison are warmed up first, then measured in alternating rounds (the
 * machine's other load falls on both alike); the figures are the rounds' totals or medians
 * (`passthrough-pair.ts`).
 */
import type autocannon from 'autocannon'
import { sandboxTransactions } from '../server/upstream/seed/transactions.ts'
import { encodeNextToken } from '../server/upstream/transactions/next-token.ts'
import { insertTransactions } from '../server/upstream/transactions/repository.ts'
import type { TransactionsTables } from '../server/upstream/transactions/schema.ts'
import { alternate, gatewayAgainstProxy, median, method, type Rounds, withStand } from './passthrough-pair.ts'

const PAGE_PATH = '/api/activity/transactions'
const SMALL = { card: '10000000001', rows: 100 }
const LARGE = { card: '10000000002', login: 'sam.patel@example.com', rows: 100_000 }
const POSITIONS = 20

/** Every request the next of `paths`, in turn. */
const inTurn = (paths: string[]) => {
  let next = 0
  return (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length] ?? PAGE_PATH })
}

/** The figures of a side of (b), as this bench has always given them. */
const overheadFigures = ({ call, requestsPerSecond, p50ms, cpuMsPerRequest, requests, non2xx }: Figures) => ({
  call,
  requestsPerSecond,
  p50ms,
  cpuMsPerRequest,
  requests,
  non2xx,
})
type Figures = Awaited<ReturnType<typeof gatewayAgainstProxy>>['proxy']

export async function benchTransactionsPage({ duration = 5, rounds = 3, warmUp = 3 }: Partial<Rounds> = {}) {
  return withStand('bench-transactions-', {}, async (stand) => {
    // The bench's own rows: 100 for one collector, 100,000 for the other.
    const db = stand.upstream.db.withTables<TransactionsTables>()
    const idOf = async (card: string) =>
      (
        await db
          .selectFrom('collectors')
          .select('id')
          .where('card_number', '=', card)
          .executeTakeFirstOrThrow()
      ).id
    const seedStarted = performance.now()
    const ids = { small: await idOf(SMALL.card), large: await idOf(LARGE.card) }
    await db.deleteFrom('transactions').where('collector_id', 'in', [ids.small, ids.large]).execute()
    await insertTransactions(db, sandboxTransactions(ids.small, SMALL.rows, new Date(), 1))
    await insertTransactions(db, sandboxTransactions(ids.large, LARGE.rows, new Date(), 2))
    const seedMs = Math.round(performance.now() - seedStarted)

    /** The first page and pages from POSITIONS evenly spaced rows all through the history. */
    const pagePaths = async (collectorId: string) => {
      const rows = await db
        .selectFrom('transactions')
        .select(['id', 'occurred_at'])
        .where('collector_id', '=', collectorId)
        .orderBy('occurred_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
      const paths = [PAGE_PATH]
      for (let k = 1; k < POSITIONS; k += 1) {
        const row = rows[Math.floor((rows.length * k) / POSITIONS) - 1]
        if (row)
          paths.push(`${PAGE_PATH}?nextToken=${encodeNextToken({ occurredAt: row.occurred_at, id: row.id })}`)
      }
      return paths
    }

    const small = await stand.signIn(SMALL.card)
    const large = await stand.signIn(LARGE.login)
    const { gateway, proxy } = await stand.servers({ call: '/transactions?pageSize=20', token: large.access })
    const options = { duration, rounds, warmUp }

    // (a) depth: 100 rows against 100,000, through the gateway.
    const depth = await alternate(
      stand,
      {
        small: {
          server: gateway,
          path: PAGE_PATH,
          headers: { cookie: small.cookie },
          setupRequest: inTurn(await pagePaths(ids.small)),
        },
        large: {
          server: gateway,
          path: PAGE_PATH,
          headers: { cookie: large.cookie },
          setupRequest: inTurn(await pagePaths(ids.large)),
        },
      },
      options,
    )
    const non2xx = depth.small.non2xx + depth.large.non2xx
    if (non2xx > 0) throw new Error(`not every call succeeded: ${non2xx} non-2xx`)
    const msPerPage = (key: 'small' | 'large') => +median(depth[key].mean).toFixed(2)

    // (b) overhead: the gateway against a bare passthrough, the first page of the 100,000.
    const overhead = await gatewayAgainstProxy(
      stand,
      {
        proxy: {
          call: 'bare undici passthrough → upstream GET /transactions?pageSize=20',
          server: proxy,
          path: '/',
        },
        gateway: {
          call: 'gateway GET /api/activity/transactions (signed in)',
          server: gateway,
          path: PAGE_PATH,
          headers: { cookie: large.cookie },
        },
      },
      options,
    )
    return {
      depth: {
        seedMs,
        small: { transactions: SMALL.rows, msPerPage: msPerPage('small'), requests: depth.small.requests },
        large: { transactions: LARGE.rows, msPerPage: msPerPage('large'), requests: depth.large.requests },
        timePerPageRatio: +(msPerPage('large') / Math.max(msPerPage('small'), 0.001)).toFixed(2),
        goal: '≤ 1.3',
        method: `pages at ${POSITIONS} positions through each history, ${warmUp} s warm-up each, ${rounds} alternating rounds of ${duration} s, 10 connections; mean latency, median of rounds`,
      },
      overhead: {
        proxy: overheadFigures(overhead.proxy),
        gateway: overheadFigures(overhead.gateway),
        throughputRatio: overhead.throughputRatio,
        cpuPerRequestRatio: overhead.cpuPerRequestRatio,
        method: method(options),
      },
    }
  })
}

if (import.meta.main) console.log(JSON.stringify(await benchTransactionsPage(), null, 2))
