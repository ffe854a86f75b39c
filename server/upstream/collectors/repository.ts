/**
 * The collectors table behind the routes: cards and their holders, login credentials, profiles.
 * Routes call these methods (through `fastify.collectorsRepository`) and never write SQL.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import { randomInt, randomUUID } from 'node:crypto'
import type { Insertable, Kysely, Updateable } from 'kysely'
import type { CollectorsTable, Database } from '../db/schema.ts'

/** A new collector's fields; the id and the card number are given by `create`. */
export type NewCollector = Omit<Insertable<CollectorsTable>, 'id' | 'card_number'>

/**
 * A free card number: the 11 digits after the prefix. New cards start with 4 to 9, so they never
 * collide with the sandbox's 1, 2 and 3 series. Takes a transaction as well as the store.
 */
async function newCardNumber(db: Kysely<Database>): Promise<string> {
  for (;;) {
    const candidate = `${randomInt(4, 10)}${String(randomInt(0, 1e10)).padStart(10, '0')}`
    const taken = await db
      .selectFrom('collectors')
      .select('id')
      .where('card_number', '=', candidate)
      .executeTakeFirst()
    if (!taken) return candidate
  }
}

export function createCollectorsRepository(db: Kysely<Database>) {
  const byId = (id: string) => db.selectFrom('collectors').where('id', '=', id)
  /** A new collector with a new card: its id. */
  const create = async (values: NewCollector): Promise<string> => {
    const id = randomUUID()
    const cardNumber = await newCardNumber(db)
    await db
      .insertInto('collectors')
      .values({ ...values, id, card_number: cardNumber })
      .execute()
    return id
  }
  return {
    /** The card-check's view of a card: whose, what kind, whether it has online credentials. */
    byCardNumber: (cardNumber: string) =>
      db
        .selectFrom('collectors')
        .select(['id', 'user_type', 'status', 'password_hash'])
        .where('card_number', '=', cardNumber)
        .executeTakeFirst(),
    /** What the analog card check compares: the holder's last name and date of birth. */
    holder: (id: string) => byId(id).select(['last_name', 'date_of_birth']).executeTakeFirst(),
    /** The password login's view of a collector. */
    credentials: (id: string) =>
      byId(id).select(['id', 'card_number', 'password_hash', 'status']).executeTakeFirst(),
    /** The password hashes of the accounts of an address or a card (a new password must differ). */
    passwordHashes: async ({ email, id }: { email: string; id: string }) =>
      (
        await db
          .selectFrom('collectors')
          .select('password_hash')
          .where((eb) => eb.or([eb('email', '=', email), eb('id', '=', id)]))
          .execute()
      ).map((row) => row.password_hash),
    profile: (id: string) =>
      byId(id)
        .select(['id', 'card_number', 'email', 'title', 'first_name', 'last_name', 'user_type'])
        .executeTakeFirstOrThrow(),
    cardNumber: async (id: string) => (await byId(id).select('card_number').executeTakeFirst())?.card_number,
    status: async (id: string) => (await byId(id).select('status').executeTakeFirst())?.status,
    /** The collector holding this e-mail address, if any. */
    idByEmail: async (email: string) =>
      (await db.selectFrom('collectors').select('id').where('email', '=', email).executeTakeFirst())?.id,
    update: async (id: string, values: Updateable<CollectorsTable>) => {
      await db.updateTable('collectors').set(values).where('id', '=', id).execute()
    },
    create,
    /** A new ghost card (a temporary card's holder): its collector id. */
    createGhost: () =>
      create({
        email: null,
        password_hash: null,
        first_name: '',
        last_name: '',
        title: null,
        date_of_birth: null,
        phone_number: null,
        country_code: null,
        memorable_name: null,
        user_type: 'ghost',
        status: 'active',
      }),
  }
}

export type CollectorsRepository = ReturnType<typeof createCollectorsRepository>
