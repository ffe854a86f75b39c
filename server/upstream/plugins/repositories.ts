/**
 * The repositories between the routes and the store, one per area, each a decorator
 * (`fastify.collectorsRepository`, …): a route calls their methods and never writes SQL.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import fp from 'fastify-plugin'
import { type CollectorsRepository, createCollectorsRepository } from '../collectors/repository.ts'
import { createRegistrationsRepository, type RegistrationsRepository } from '../registration/repository.ts'
import { createTempCardsRepository, type TempCardsRepository } from '../temp-cards/repository.ts'
import { createTwoFactorChallenges, type TwoFactorChallenges } from '../two-factor/challenges.ts'
import type { TwoFactorTables } from '../two-factor/schema.ts'

declare module 'fastify' {
  interface FastifyInstance {
    collectorsRepository: CollectorsRepository
    registrationsRepository: RegistrationsRepository
    tempCardsRepository: TempCardsRepository
    twoFactorChallenges: TwoFactorChallenges
  }
}

export default fp(
  async (fastify) => {
    const { db } = fastify
    fastify.decorate('collectorsRepository', createCollectorsRepository(db))
    fastify.decorate('registrationsRepository', createRegistrationsRepository(db))
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
