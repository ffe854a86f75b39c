/**
 * Seeds the sandbox data on the first start; later starts find the markers and reuse the data.
 * One read of the markers decides which sets are missing, so a start on a seeded store runs no
 * set's preparation (password hashes, catalogues) nor any transaction.
 * @see ../../../docs/sandbox.md
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { BalancesTables } from '../balances/schema.ts'
import type { BrandsTables } from '../brands/schema.ts'
import type { CardSelfServiceTables } from '../card-self-service/schema.ts'
import type { EventsTables } from '../events/schema.ts'
import type { LinkedAccountsTables } from '../linked-accounts/schema.ts'
import type { PricesTables } from '../prices/schema.ts'
import type { SavingsTables } from '../savings/schema.ts'
import { BALANCES_SEED, seedBalances } from '../seed/balances.ts'
import { BRAND_DETAILS_SEED, seedBrandDetails } from '../seed/brand-details.ts'
import { CARD_SELF_SERVICE_SEED, seedCardSelfService } from '../seed/card-self-service.ts'
import { EVENTS_SEED, seedEvents } from '../seed/events.ts'
import { HELP_CONTENT_SEED, seedHelpContent } from '../seed/help-content.ts'
import { SANDBOX_SEED, seedSandbox } from '../seed/index.ts'
import { LINKED_ACCOUNTS_SEED, seedLinkedAccounts } from '../seed/linked-accounts.ts'
import { LOGIN_SANDBOX_SEED, seedLoginSandbox } from '../seed/login-sandbox.ts'
import { OFFERS_SEED, seedOffers } from '../seed/offers.ts'
import { PRICES_SEED, seedPrices } from '../seed/prices.ts'
import { SAVINGS_SEED, seedSavings } from '../seed/savings.ts'
import { type LedgerSeedTables, seedTransactions, TRANSACTIONS_SEED } from '../seed/transactions.ts'
import { seedVouchers, VOUCHERS_SEED } from '../seed/vouchers.ts'

type SandboxOptions = { seed?: boolean }

type Db = FastifyInstance['db']
type Scheme = { schemeName: string }

/** Each data set under its marker, in the order they depend on one another. */
const SETS: ReadonlyArray<readonly [marker: string, seed: (db: Db, scheme: Scheme) => Promise<boolean>]> = [
  [SANDBOX_SEED, (db, scheme) => seedSandbox(db, scheme)],
  [LOGIN_SANDBOX_SEED, (db) => seedLoginSandbox(db)],
  // Casey Morgan (the card to replace) is a demo collector too, with offers of their own.
  [CARD_SELF_SERVICE_SEED, (db) => seedCardSelfService(db.withTables<CardSelfServiceTables>())],
  // After both sets of collectors: the offers and the balances belong to every demo collector,
  // those of the login sandbox too.
  [OFFERS_SEED, (db) => seedOffers(db)],
  [BALANCES_SEED, (db) => seedBalances(db.withTables<BalancesTables>())],
  [VOUCHERS_SEED, (db) => seedVouchers(db)],
  // After the balances: conversions move points between them and the partner accounts.
  [LINKED_ACCOUNTS_SEED, (db) => seedLinkedAccounts(db.withTables<LinkedAccountsTables>())],
  [HELP_CONTENT_SEED, (db, { schemeName }) => seedHelpContent(db, schemeName)],
  [PRICES_SEED, (db) => seedPrices(db.withTables<PricesTables>())],
  // After every demo collector: each has a 2025 year in review.
  [EVENTS_SEED, (db) => seedEvents(db.withTables<EventsTables>())],
  [BRAND_DETAILS_SEED, (db) => seedBrandDetails(db.withTables<BrandsTables>())],
  // After every set of demo collectors, as the offers: each has savings and receipts, each shop
  // with its row in the ledger.
  [SAVINGS_SEED, (db) => seedSavings(db.withTables<SavingsTables>())],
  // Last: the ledger is drawn around every movement the sets before imply (shops, redemptions,
  // conversions) and ends on the balances they gave.
  [TRANSACTIONS_SEED, (db) => seedTransactions(db.withTables<LedgerSeedTables>())],
]

/** Seeds each set whose marker is missing, in order; true when any was seeded. */
export async function seedMissingSets(db: Db, scheme: Scheme): Promise<boolean> {
  const done = new Set((await db.selectFrom('seed_runs').select('name').execute()).map((row) => row.name))
  // Each set still claims its marker in its own transaction: two processes starting together
  // on one PostgreSQL seed once.
  let seeded = false
  for (const [marker, seed] of SETS) if (!done.has(marker)) seeded = (await seed(db, scheme)) || seeded
  return seeded
}

export default fp<SandboxOptions>(
  async (fastify, opts) => {
    if (opts.seed === false) return
    const started = performance.now()
    const seeded = await seedMissingSets(fastify.db, { schemeName: fastify.config.SCHEME_NAME })
    fastify.log.info(
      { seeded, ms: Math.round(performance.now() - started) },
      seeded ? 'sandbox seeded' : 'sandbox reused',
    )
  },
  { name: 'sandbox', dependencies: ['db'] },
)
