/**
 * Opaque tokens of the registration journey (authToken, e-mail link, completion, temporary card):
 * 32 random bytes; only their sha256 is stored where a token is a credential.
 */
import { randomInt } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export { digest, newToken } from '../lib/tokens.ts'

/**
 * A free card number: the 11 digits after the prefix. New cards start with 4 to 9, so they never
 * collide with the sandbox's 1, 2 and 3 series.
 */
export async function newCardNumber(db: Kysely<Database>): Promise<string> {
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
