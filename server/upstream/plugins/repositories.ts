/**
 * The repositories between the routes and the store, one per area, each a decorator
 * (`fastify.collectorsRepository`, …): a route calls their methods and never writes SQL.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import fp from 'fastify-plugin'
import { type AccountRepository, createAccountRepository } from '../account/repository.ts'
import { type AccountSecurityCodes, createAccountSecurityCodes } from '../account/security-codes.ts'
import {
  type AccountSettingsRepository,
  createAccountSettingsRepository,
} from '../account-settings/repository.ts'
import type { AccountSettingsTables } from '../account-settings/schema.ts'
import { type AddressesRepository, createAddressesRepository } from '../addresses/repository.ts'
import { type AuditRepository, createAuditRepository } from '../audit/repository.ts'
import type { AuditTables } from '../audit/schema.ts'
import { type BalancesRepository, createBalancesRepository } from '../balances/repository.ts'
import type { BalancesTables } from '../balances/schema.ts'
import { type BrandsRepository, createBrandsRepository } from '../brands/repository.ts'
import type { BrandsTables } from '../brands/schema.ts'
import { newCollectorJwtKeys } from '../card-self-service/collector-jwt.ts'
import { type CardSelfServiceFlows, createCardSelfServiceFlows } from '../card-self-service/flows.ts'
import type { CardSelfServiceTables } from '../card-self-service/schema.ts'
import { type CollectorsRepository, createCollectorsRepository } from '../collectors/repository.ts'
import { type ContentRepository, createContentRepository } from '../content/repository.ts'
import type { AccountDetailsTables } from '../db/schema.ts'
import { createStoreRepository, type StoreRepository } from '../db/store-repository.ts'
import { createEventsRepository, type EventsRepository } from '../events/repository.ts'
import type { EventsTables } from '../events/schema.ts'
import { createFeedbackRepository, type FeedbackRepository } from '../feedback/repository.ts'
import type { FeedbackTables } from '../feedback/schema.ts'
import {
  createLinkedAccountsRepository,
  type LinkedAccountsRepository,
} from '../linked-accounts/repository.ts'
import type { LinkedAccountsTables } from '../linked-accounts/schema.ts'
import { createOffersRepository, type OffersRepository } from '../offers/repository.ts'
import type { OffersTables } from '../offers/schema.ts'
import { createPricesRepository, type PricesRepository } from '../prices/repository.ts'
import type { PricesTables } from '../prices/schema.ts'
import { createRegistrationsRepository, type RegistrationsRepository } from '../registration/repository.ts'
import { createSavingsRepository, type SavingsRepository } from '../savings/repository.ts'
import type { SavingsTables } from '../savings/schema.ts'
import { type CodeLinks, createCodeLinks } from '../self-service/code-links.ts'
import { createFlowCodes, type FlowCodes } from '../self-service/flow-codes.ts'
import { createPasswordReset, type PasswordReset } from '../self-service/password-reset.ts'
import type { SelfServiceTables } from '../self-service/schema.ts'
import { createTempCardsRepository, type TempCardsRepository } from '../temp-cards/repository.ts'
import { createTransactionsRepository, type TransactionsRepository } from '../transactions/repository.ts'
import type { TransactionsTables } from '../transactions/schema.ts'
import { createTwoFactorChallenges, type TwoFactorChallenges } from '../two-factor/challenges.ts'
import type { TwoFactorTables } from '../two-factor/schema.ts'
import { createVouchersRepository, type VouchersRepository } from '../vouchers/repository.ts'
import type { VouchersTables } from '../vouchers/schema.ts'

declare module 'fastify' {
  interface FastifyInstance {
    accountRepository: AccountRepository
    accountSecurityCodes: AccountSecurityCodes
    accountSettingsRepository: AccountSettingsRepository
    addressesRepository: AddressesRepository
    auditRepository: AuditRepository
    balancesRepository: BalancesRepository
    brandsRepository: BrandsRepository
    cardSelfService: CardSelfServiceFlows
    collectorsRepository: CollectorsRepository
    codeLinks: CodeLinks
    contentRepository: ContentRepository
    eventsRepository: EventsRepository
    feedbackRepository: FeedbackRepository
    linkedAccountsRepository: LinkedAccountsRepository
    offersRepository: OffersRepository
    passwordReset: PasswordReset
    pricesRepository: PricesRepository
    registrationsRepository: RegistrationsRepository
    savingsRepository: SavingsRepository
    selfServiceFlows: FlowCodes
    storeRepository: StoreRepository
    tempCardsRepository: TempCardsRepository
    transactionsRepository: TransactionsRepository
    twoFactorChallenges: TwoFactorChallenges
    vouchersRepository: VouchersRepository
  }
}

export default fp(
  async (fastify) => {
    const { db } = fastify
    fastify.decorate(
      'accountSettingsRepository',
      createAccountSettingsRepository(db.withTables<AccountSettingsTables>()),
    )
    fastify.decorate('addressesRepository', createAddressesRepository(db))
    fastify.decorate('auditRepository', createAuditRepository(db.withTables<AuditTables>()))
    fastify.decorate('balancesRepository', createBalancesRepository(db.withTables<BalancesTables>()))
    fastify.decorate('brandsRepository', createBrandsRepository(db.withTables<BrandsTables>()))
    fastify.decorate('collectorsRepository', createCollectorsRepository(db))
    fastify.decorate('contentRepository', createContentRepository(db))
    fastify.decorate('eventsRepository', createEventsRepository(db.withTables<EventsTables>()))
    fastify.decorate('feedbackRepository', createFeedbackRepository(db.withTables<FeedbackTables>()))
    fastify.decorate(
      'linkedAccountsRepository',
      createLinkedAccountsRepository(db.withTables<LinkedAccountsTables>()),
    )
    fastify.decorate('offersRepository', createOffersRepository(db.withTables<OffersTables>()))
    fastify.decorate('pricesRepository', createPricesRepository(db.withTables<PricesTables>()))
    fastify.decorate('savingsRepository', createSavingsRepository(db.withTables<SavingsTables>()))
    const schemeName = fastify.config.SCHEME_NAME
    const selfServiceDb = db.withTables<SelfServiceTables>()
    const origin = fastify.config.PUBLIC_ORIGIN
    const flows = createFlowCodes(selfServiceDb, fastify.outbox, { schemeName, origin })
    fastify.decorate('selfServiceFlows', flows)
    // The card flows' codes are the anonymous two-factor flows' (2fa/send/{id}).
    fastify.decorate(
      'cardSelfService',
      createCardSelfServiceFlows(db.withTables<CardSelfServiceTables>(), fastify.outbox, {
        keys: newCollectorJwtKeys(),
        codes: flows,
        schemeName,
      }),
    )
    const reset = createPasswordReset(selfServiceDb, fastify.outbox, flows, { schemeName, origin })
    fastify.decorate('passwordReset', reset)
    fastify.decorate('codeLinks', createCodeLinks(selfServiceDb, flows, reset))
    fastify.decorate('vouchersRepository', createVouchersRepository(db.withTables<VouchersTables>()))
    fastify.decorate('registrationsRepository', createRegistrationsRepository(db))
    fastify.decorate('storeRepository', createStoreRepository(db))
    fastify.decorate('tempCardsRepository', createTempCardsRepository(db))
    fastify.decorate(
      'transactionsRepository',
      createTransactionsRepository(db.withTables<TransactionsTables>()),
    )
    fastify.decorate(
      'twoFactorChallenges',
      createTwoFactorChallenges(db.withTables<TwoFactorTables>(), fastify.outbox, {
        schemeName: fastify.config.SCHEME_NAME,
      }),
    )
    const accountRepository = createAccountRepository(db.withTables<AccountDetailsTables & AuditTables>())
    fastify.decorate('accountRepository', accountRepository)
    fastify.decorate(
      'accountSecurityCodes',
      createAccountSecurityCodes(accountRepository, fastify.outbox, { schemeName }),
    )
  },
  { name: 'repositories', dependencies: ['db', 'outbox'] },
)
