/**
 * Sandbox collectors of the card-number login (docs/sandbox.md): one whose password login always
 * asks for a device two-factor code (141), one whose password login answers a session upgrade
 * (DN57). Seeded once per data set under its own marker, so existing data sets gain them too.
 */
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { hashPassword } from '../auth/passwords.ts'
import type { Database } from '../db/schema.ts'
import { demoPassword } from './collectors.ts'

export const LOGIN_SANDBOX_SEED = 'login-sandbox-v1'
/** Cards whose password login needs a two-factor code every time (a new device each time). */
export const TWO_FACTOR_CARDS: ReadonlySet<string> = new Set(['10000000003'])
/** Cards whose password login answers DN57: the session must be upgraded at the identity provider. */
export const SESSION_UPGRADE_CARDS: ReadonlySet<string> = new Set(['10000000004'])

async function loginCollectors() {
  const [jordanHash, morganHash] = await Promise.all([hashPassword(demoPassword), hashPassword(demoPassword)])
  const common = { title: null, memorable_name: null, user_type: 'personal', status: 'active' } as const
  return [
    {
      ...common,
      id: randomUUID(),
      card_number: '10000000003',
      email: 'jordan.lee@example.com',
      password_hash: jordanHash,
      first_name: 'Jordan',
      last_name: 'Lee',
      date_of_birth: '09-09-1990',
      phone_number: '7700900003',
      country_code: '+44',
    },
    {
      ...common,
      id: randomUUID(),
      card_number: '10000000004',
      email: 'morgan.price@example.com',
      password_hash: morganHash,
      first_name: 'Morgan',
      last_name: 'Price',
      date_of_birth: '30-01-1984',
      phone_number: null,
      country_code: null,
    },
  ]
}

/** Returns true when it seeded, false when the data was already there. */
export async function seedLoginSandbox(db: Kysely<Database>): Promise<boolean> {
  const seeded = await db
    .selectFrom('seed_runs')
    .select('name')
    .where('name', '=', LOGIN_SANDBOX_SEED)
    .executeTakeFirst()
  if (seeded) return false
  const collectors = await loginCollectors()
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: LOGIN_SANDBOX_SEED })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst()
    if (!claimed) return false
    await trx
      .insertInto('collectors')
      .values(collectors)
      .onConflict((conflict) => conflict.doNothing())
      .execute()
    return true
  })
}
