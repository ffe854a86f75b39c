/**
 * Sandbox data of the signed-out card self-service (docs/sandbox.md): the postcodes of demo
 * collectors' registered addresses, which a card replacement checks, and Casey Morgan, a collector
 * kept for trying a replacement (their card number changes when it is replaced). Seeded once per
 * data set under its own marker, so existing data sets gain it too.
 */
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { hashPassword } from '../auth/passwords.ts'
import type { CardSelfServiceTables } from '../card-self-service/schema.ts'
import type { SeedRunsTable } from '../db/schema.ts'
import { demoPassword } from './collectors.ts'

export const CARD_SELF_SERVICE_SEED = 'card-self-service-v1'

/** Casey Morgan's card, the one to replace in the sandbox, and its points. */
export const REPLACEABLE_CARD = '10000000005'
export const REPLACEABLE_CARD_POINTS = 2500

/** Card number → the postcode of the registered address. */
const SANDBOX_POSTCODES: Readonly<Record<string, string>> = {
  '10000000001': 'EC1A1BB',
  '10000000002': 'SW1A1AA',
  [REPLACEABLE_CARD]: 'SW1A1AA',
}

type Tables = CardSelfServiceTables & { seed_runs: SeedRunsTable }

/** Returns true when it seeded, false when the data was already there. */
export async function seedCardSelfService(db: Kysely<Tables>): Promise<boolean> {
  const passwordHash = await hashPassword(demoPassword)
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: CARD_SELF_SERVICE_SEED })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst()
    if (!claimed) return false
    const caseyId = randomUUID()
    await trx
      .insertInto('collectors')
      .values({
        id: caseyId,
        card_number: REPLACEABLE_CARD,
        email: 'casey.morgan@example.com',
        password_hash: passwordHash,
        title: null,
        first_name: 'Casey',
        last_name: 'Morgan',
        date_of_birth: '14-02-1992',
        phone_number: null,
        country_code: null,
        memorable_name: null,
        user_type: 'personal',
        status: 'active',
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute()
    await trx
      .insertInto('balances')
      .values({ collector_id: caseyId, opening_points: REPLACEABLE_CARD_POINTS })
      .onConflict((conflict) => conflict.column('collector_id').doNothing())
      .execute()
    const cards = await trx
      .selectFrom('collectors')
      .select(['id', 'card_number'])
      .where('card_number', 'in', Object.keys(SANDBOX_POSTCODES))
      .execute()
    if (cards.length > 0)
      await trx
        .insertInto('registered_postcodes')
        .values(
          cards.map((card) => ({
            collector_id: card.id,
            postcode: SANDBOX_POSTCODES[card.card_number] ?? '',
          })),
        )
        .onConflict((conflict) => conflict.column('collector_id').doNothing())
        .execute()
    return true
  })
}
