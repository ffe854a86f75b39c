/**
 * The sandbox's airline partner (docs/sandbox.md: linked partner accounts): its member accounts,
 * one for each case of the §8 linking errors, the unlink failure and the conversion results, and
 * Jordan Lee's linked account with a conversion history. Seeded once under its own marker, after the
 * collectors and the balances; cards not in the store are skipped.
 */
import { randomUUID } from 'node:crypto'
import type { Insertable, Kysely } from 'kysely'
import { LINKING_CAP } from '../../../shared/constants/linked-partners.ts'
import { hashPin } from '../linked-accounts/repository.ts'
import type { LinkedAccountsTables, PartnerAccountsTable } from '../linked-accounts/schema.ts'

export const LINKED_ACCOUNTS_SEED = 'linked-accounts-v1'

const PARTNER = 'british-airways'

/** Member number → surname, PIN, points and behaviour; the test values of docs/sandbox.md. */
export const SANDBOX_PARTNER_ACCOUNTS = {
  /** Taylor, free to link (Alex's, not linked yet). */
  free: { memberNumber: '70000001', surname: 'Taylor', pin: '1001', points: 5000, behaviour: 'normal' },
  /** Linked to Sam Patel's card: 'already linked to another card' for anyone else. */
  linkedElsewhere: {
    memberNumber: '70000002',
    surname: 'Patel',
    pin: '1002',
    points: 2400,
    behaviour: 'normal',
  },
  /** Jordan Lee's linked account, with a conversion history. */
  jordan: { memberNumber: '70000003', surname: 'Lee', pin: '1003', points: 12500, behaviour: 'normal' },
  /** Linked and unlinked 5 times by Morgan Price: the card variant for Morgan, the account variant for others. */
  capped: { memberNumber: '70000004', surname: 'Price', pin: '1004', points: 800, behaviour: 'normal' },
  /** Conversions are PENDING first and SUCCESS a moment later. */
  slow: { memberNumber: '70000005', surname: 'Slow', pin: '1005', points: 4000, behaviour: 'slow' },
  /** Conversions are PENDING first and end in ERROR (the points go back). */
  declines: {
    memberNumber: '70000006',
    surname: 'Decline',
    pin: '1006',
    points: 4000,
    behaviour: 'declines',
  },
  /** Links, but the partner refuses to unlink it: the §8 unlink failure. */
  unlinkFails: {
    memberNumber: '70000009',
    surname: 'Stuck',
    pin: '1009',
    points: 1000,
    behaviour: 'unlink-fails',
  },
} as const

const MINUTE_MS = 60_000

/** Returns true when it seeded, false when the data was already there. */
export async function seedLinkedAccounts(db: Kysely<LinkedAccountsTables>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: LINKED_ACCOUNTS_SEED })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst()
    if (!claimed) return false
    const accounts: Insertable<PartnerAccountsTable>[] = Object.values(SANDBOX_PARTNER_ACCOUNTS).map(
      ({ memberNumber, surname, pin, points, behaviour }) => ({
        partner: PARTNER,
        member_number: memberNumber,
        surname,
        pin_hash: hashPin(pin),
        points,
        behaviour,
      }),
    )
    await trx.insertInto('partner_accounts').values(accounts).execute()
    const cards = await trx
      .selectFrom('collectors')
      .select(['id', 'card_number'])
      .where('card_number', 'in', ['10000000002', '10000000003', '10000000004'])
      .execute()
    const idOf = (card: string) => cards.find((row) => row.card_number === card)?.id
    const now = Date.now()
    const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE_MS)
    const link = async (collectorId: string, memberNumber: string, minutesAgo: number) => {
      const id = randomUUID()
      await trx
        .insertInto('linked_accounts')
        .values({
          id,
          collector_id: collectorId,
          partner: PARTNER,
          member_number: memberNumber,
          linked_at: at(minutesAgo),
        })
        .execute()
      await trx
        .insertInto('link_history')
        .values({
          id: randomUUID(),
          collector_id: collectorId,
          partner: PARTNER,
          member_number: memberNumber,
          event: 'linked',
          operation: 'manual',
          created_at: at(minutesAgo),
        })
        .execute()
      return id
    }
    const sam = idOf('10000000002')
    if (sam) await link(sam, SANDBOX_PARTNER_ACCOUNTS.linkedElsewhere.memberNumber, 60 * 24 * 30)
    const jordan = idOf('10000000003')
    if (jordan) {
      const id = await link(jordan, SANDBOX_PARTNER_ACCOUNTS.jordan.memberNumber, 60 * 24 * 60)
      const history = [
        { direction: 'NTP', points: 800, converted_points: 500, result: 'SUCCESS', minutesAgo: 60 * 24 * 40 },
        {
          direction: 'PTN',
          points: 1000,
          converted_points: 1600,
          result: 'SUCCESS',
          minutesAgo: 60 * 24 * 20,
        },
        { direction: 'AOI', points: 500, converted_points: 800, result: 'SUCCESS', minutesAgo: 60 * 24 * 5 },
      ]
      await trx
        .insertInto('partner_conversions')
        .values(
          history.map(({ minutesAgo, ...conversion }) => ({
            ...conversion,
            id: randomUUID(),
            linked_account_id: id,
            collector_id: jordan,
            created_at: at(minutesAgo),
          })),
        )
        .execute()
    }
    const morgan = idOf('10000000004')
    if (morgan)
      // One link and LINKING_CAP relinks, each unlinked again: the cap is reached.
      await trx
        .insertInto('link_history')
        .values(
          Array.from({ length: (LINKING_CAP + 1) * 2 }, (_, n) => ({
            id: randomUUID(),
            collector_id: morgan,
            partner: PARTNER,
            member_number: SANDBOX_PARTNER_ACCOUNTS.capped.memberNumber,
            event:
              n % 2 === 1 ? ('unlinked' as const) : n === 0 ? ('linked' as const) : ('relinked' as const),
            operation: n % 2 === 1 ? null : 'manual',
            created_at: at(60 * 24 * (30 - n)),
          })),
        )
        .execute()
    return true
  })
}
