/**
 * The repositories between the routes and the store, one per area, each a decorator
 * (`fastify.collectorsRepository`, …): a route calls their methods and never writes SQL.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import fp from 'fastify-plugin'
import { type AddressesRepository, createAddressesRepository } from '../addresses/repository.ts'
import { type BalancesRepository, createBalancesRepository } from '../balances/repository.ts'
import type { BalancesTables } from '../balances/schema.ts'
import { type CollectorsRepository, createCollectorsRepository } from '../collectors/repository.ts'
import { type ContentRepository, createContentRepository } from '../content/repository.ts'
import { createStoreRepository, type StoreRepository } from '../db/store-repository.ts'
import { createOffersRepository, type OffersRepository } from '../offers/repository.ts'
import type { OffersTables } from '../offers/schema.ts'
import { createRegistrationsRepository, type RegistrationsRepository } from '../registration/repository.ts'
import { createTempCardsRepository, type TempCardsRepository } from '../temp-cards/repository.ts'
import { createTwoFactorChallenges, type TwoFactorChallenges } from '../two-factor/challenges.ts'
import type { TwoFactorTables } from '../two-factor/schema.ts'

declare module 'fastify' {
  interface FastifyInstance {
    addressesRepository: AddressesRepository
    balancesRepository: BalancesRepository
    collectorsRepository: CollectorsRepository
    contentRepository: ContentRepository
    offersRepository: OffersRepository
    registrationsRepository: RegistrationsRepository
    storeRepository: StoreRepository
    tempCardsRepository: TempCardsRepository
    twoFactorChallenges: TwoFactorChallenges
  }
}

export default fp(
  async (fastify) => {
    const { db } = fastify
    fastify.decorate('addressesRepository', createAddressesRepository(db))
    fastify.decorate('balancesRepository', createBalancesRepository(db.withTables<BalancesTables>()))
    fastify.decorate('collectorsRepository', createCollectorsRepository(db))
    fastify.decorate('contentRepository', createContentRepository(db))
    fastify.decorate('offersRepository', createOffersRepository(db.withTables<OffersTables>()))
    fastify.decorate('registrationsRepository', createRegistrationsRepository(db))
    fastify.decorate('storeRepository', createStoreRepository(db))
    fastify.decorate('tempCardsRepository', createTempCardsRepository(db))
    fastify.decorate(
      'twoFactorChallenges',
      createTwoFactorChallenges(db.withTables<TwoFactorTables>(), fastify.outbox, {
        schemeName: fastify.config.SCHEME_NAME,
      }),
    )
  },
  { name: 'repositories', dependencies: ['db', 'outbox'] },
)
