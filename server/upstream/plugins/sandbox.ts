/**
 * Seeds the sandbox data on the first start; later starts find the marker and reuse the data.
 * @see ../../../README.md (Sandbox)
 */
import fp from 'fastify-plugin'
import type { BalancesTables } from '../balances/schema.ts'
import { seedBalances } from '../seed/balances.ts'
import { seedSandbox } from '../seed/index.ts'
import { seedLoginSandbox } from '../seed/login-sandbox.ts'
import { seedOffers } from '../seed/offers.ts'

export type SandboxOptions = { seed?: boolean }

export default fp<SandboxOptions>(
  async (fastify, opts) => {
    if (opts.seed === false) return
    const started = performance.now()
    const seeded = await seedSandbox(fastify.db, { schemeName: fastify.config.SCHEME_NAME })
    await seedLoginSandbox(fastify.db)
    // After both sets of collectors: the offers and the balances belong to every demo collector,
    // those of the login sandbox too.
    await seedOffers(fastify.db)
    await seedBalances(fastify.db.withTables<BalancesTables>())
    fastify.log.info(
      { seeded, ms: Math.round(performance.now() - started) },
      seeded ? 'sandbox seeded' : 'sandbox reused',
    )
  },
  { name: 'sandbox', dependencies: ['db'] },
)
