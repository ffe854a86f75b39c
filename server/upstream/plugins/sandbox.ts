/**
 * Seeds the sandbox data on the first start; later starts find the marker and reuse the data.
 * @see ../../../README.md (Sandbox)
 */
import fp from 'fastify-plugin'
import type { BalancesTables } from '../balances/schema.ts'
import type { BrandsTables } from '../brands/schema.ts'
import type { CardSelfServiceTables } from '../card-self-service/schema.ts'
import type { EventsTables } from '../events/schema.ts'
import type { LinkedAccountsTables } from '../linked-accounts/schema.ts'
import type { PricesTables } from '../prices/schema.ts'
import type { SavingsTables } from '../savings/schema.ts'
import { seedBalances } from '../seed/balances.ts'
import { seedBrandDetails } from '../seed/brand-details.ts'
import { seedCardSelfService } from '../seed/card-self-service.ts'
import { seedEvents } from '../seed/events.ts'
import { seedHelpContent } from '../seed/help-content.ts'
import { seedSandbox } from '../seed/index.ts'
import { seedLinkedAccounts } from '../seed/linked-accounts.ts'
import { seedLoginSandbox } from '../seed/login-sandbox.ts'
import { seedOffers } from '../seed/offers.ts'
import { seedPrices } from '../seed/prices.ts'
import { seedSavings } from '../seed/savings.ts'
import { seedTransactions } from '../seed/transactions.ts'
import { seedVouchers } from '../seed/vouchers.ts'
import type { TransactionsTables } from '../transactions/schema.ts'

export type SandboxOptions = { seed?: boolean }

export default fp<SandboxOptions>(
  async (fastify, opts) => {
    if (opts.seed === false) return
    const started = performance.now()
    const seeded = await seedSandbox(fastify.db, { schemeName: fastify.config.SCHEME_NAME })
    await seedLoginSandbox(fastify.db)
    // Casey Morgan (the card to replace) is a demo collector too, with offers of their own.
    await seedCardSelfService(fastify.db.withTables<CardSelfServiceTables>())
    // After both sets of collectors: the offers and the balances belong to every demo collector,
    // those of the login sandbox too.
    await seedOffers(fastify.db)
    await seedBalances(fastify.db.withTables<BalancesTables>())
    await seedVouchers(fastify.db)
    // After the balances: conversions move points between them and the partner accounts.
    await seedLinkedAccounts(fastify.db.withTables<LinkedAccountsTables>())
    await seedTransactions(fastify.db.withTables<TransactionsTables>())
    await seedHelpContent(fastify.db, fastify.config.SCHEME_NAME)
    await seedPrices(fastify.db.withTables<PricesTables>())
    // After every demo collector: each has a 2025 year in review.
    await seedEvents(fastify.db.withTables<EventsTables>())
    await seedBrandDetails(fastify.db.withTables<BrandsTables>())
    // After every set of demo collectors, as the offers: each has savings and receipts.
    await seedSavings(fastify.db.withTables<SavingsTables>())
    fastify.log.info(
      { seeded, ms: Math.round(performance.now() - started) },
      seeded ? 'sandbox seeded' : 'sandbox reused',
    )
  },
  { name: 'sandbox', dependencies: ['db'] },
)
