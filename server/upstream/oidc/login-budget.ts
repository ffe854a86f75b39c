/**
 * Counters of password checks (table login_budgets), in the store that every upstream process
 * shares. A check is charged before it runs, in one statement that also refuses it when the
 * window's count is spent: parallel guesses cannot all read a count taken before any of them
 * failed, so at most `limit` checks run in a window however many arrive at once.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Authentication_Cheat_Sheet.html#login-throttling
 */
import { type ColumnType, type Kysely, sql } from 'kysely'

interface LoginBudgetsTable {
  /** `account:<collector id>`, `identifier:<sha-256>` (no such collector) or `address:<ip or /64>`. */
  key: string
  failures: number
  window_ends_at: ColumnType<Date, Date, Date>
}

export type LoginBudgetTables = { login_budgets: LoginBudgetsTable }

export type Clock = () => number

export function createBudgetStore(db: Kysely<LoginBudgetTables>, now: Clock = Date.now) {
  return {
    /** Charges one check to `key` unless `limit` are already charged: the new count, or undefined. */
    async charge(key: string, limit: number, windowMs: number): Promise<number | undefined> {
      const at = new Date(now())
      const ends = new Date(at.getTime() + windowMs)
      const over = sql<boolean>`login_budgets.window_ends_at <= ${at}::timestamptz`
      const row = await db
        .insertInto('login_budgets')
        .values({ key, failures: 1, window_ends_at: ends })
        .onConflict((conflict) =>
          conflict
            .column('key')
            .doUpdateSet({
              failures: sql`case when ${over} then 1 else login_budgets.failures + 1 end`,
              window_ends_at: sql`case when ${over} then ${ends}::timestamptz else login_budgets.window_ends_at end`,
            })
            .where((eb) => eb.or([over, eb('login_budgets.failures', '<', limit)])),
        )
        .returning('failures')
        .executeTakeFirst()
      return row?.failures
    },

    /** Keeps the count standing until `ms` from now (a lock outlives the window it ends). */
    async holdFor(key: string, ms: number) {
      await db
        .updateTable('login_budgets')
        .set({ window_ends_at: new Date(now() + ms) })
        .where('key', '=', key)
        .execute()
    },

    /** Gives back one charge (a check that succeeded). */
    async refund(key: string) {
      await db
        .updateTable('login_budgets')
        .set({ failures: sql`greatest(failures - 1, 0)` })
        .where('key', '=', key)
        .execute()
    },

    async clear(key: string) {
      await db.deleteFrom('login_budgets').where('key', '=', key).execute()
    },

    /** Forgets counters whose window has ended (the provider's purge timer calls it). */
    async purge() {
      await db.deleteFrom('login_budgets').where('window_ends_at', '<=', new Date(now())).execute()
    },
  }
}
