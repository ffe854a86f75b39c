/**
 * The card self-service tables: flows (hashes only), registered postcodes and replacements.
 * The flow functions call these methods and never write SQL; a replacement runs in one
 * transaction: the old card blocked, the new one issued, the balance carried over (a pair of
 * transfer rows in the activity: off the old card, onto the new).
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import { randomInt, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { recordAudit } from '../audit/repository.ts'
import { balanceOf, movePoints } from '../transactions/repository.ts'
import type { CardReplacementsTable, CardSelfServiceTables, FlowKind } from './schema.ts'

export type NewFlow = { idHash: string; flow: FlowKind; collectorId: string | undefined; expiresAt: Date }
export type Replacement = Pick<CardReplacementsTable, 'replacement_type' | 'expected_arrival'> & {
  /** The key-tag variant (cardType KEYTAG); a card when absent. */
  card_type?: 'CARD' | 'KEYTAG'
  /** Who asked: the channel header's value (`web`). */
  channel?: string
}

/** A card's last four digits, as a collector recognises it. */
const ending = (cardNumber: string) => cardNumber.slice(-4)

/**
 * The transfer of a replacement as the activity shows it: the balance off the old card and onto the
 * new one, a row each, marked as a transfer (neither earned nor spent); the new card's row a
 * millisecond later, so that it is listed first.
 */
async function moveToNewCard(
  trx: Kysely<CardSelfServiceTables>,
  collectorId: string,
  points: number,
  oldCardNumber: string,
  newCardNumber: string,
) {
  if (points <= 0) return
  const now = Date.now()
  const transfer = {
    collectorId,
    brandKey: 'sainsburys',
    partnerName: 'Card replacement',
    cardTransfer: true,
  }
  await movePoints<CardSelfServiceTables>(trx, {
    ...transfer,
    points: -points,
    description: `Points moved off your old card ending ${ending(oldCardNumber)}`,
    occurredAt: new Date(now),
  })
  await movePoints<CardSelfServiceTables>(trx, {
    ...transfer,
    points,
    description: `Points moved to your new card ending ${ending(newCardNumber)}`,
    occurredAt: new Date(now + 1),
  })
}

const normalisePostcode = (postcode: string) => postcode.replaceAll(/\s+/gu, '').toUpperCase()

/** A card number no collector holds and no replaced card ever held (a blocked number stays blocked). */
async function freeCardNumber(db: Kysely<CardSelfServiceTables>): Promise<string> {
  for (;;) {
    const candidate = `${randomInt(4, 10)}${String(randomInt(0, 1e10)).padStart(10, '0')}`
    const [holder, replaced] = await Promise.all([
      db.selectFrom('collectors').select('id').where('card_number', '=', candidate).executeTakeFirst(),
      db
        .selectFrom('card_replacements')
        .select('id')
        .where('old_card_number', '=', candidate)
        .executeTakeFirst(),
    ])
    if (!holder && !replaced) return candidate
  }
}

export function createCardSelfServiceRepository(db: Kysely<CardSelfServiceTables>) {
  const activeCollectors = () =>
    db.selectFrom('collectors').select('collectors.id').where('collectors.status', '=', 'active')
  return {
    /** The active collector with this e-mail, last name (any case) and date of birth. */
    findByEmail: async (email: string, lastName: string, dateOfBirth: string) =>
      (
        await activeCollectors()
          .where('email', '=', email.trim().toLowerCase())
          .where((eb) => eb(eb.fn('lower', ['last_name']), '=', lastName.trim().toLowerCase()))
          .where('date_of_birth', '=', dateOfBirth)
          .executeTakeFirst()
      )?.id,
    /** The active collector with this date of birth, last name and registered postcode. */
    findByPostcode: async (dateOfBirth: string, lastName: string, postcode: string) =>
      (
        await activeCollectors()
          .innerJoin('registered_postcodes', 'registered_postcodes.collector_id', 'collectors.id')
          .where('registered_postcodes.postcode', '=', normalisePostcode(postcode))
          .where((eb) => eb(eb.fn('lower', ['collectors.last_name']), '=', lastName.trim().toLowerCase()))
          .where('collectors.date_of_birth', '=', dateOfBirth)
          .executeTakeFirst()
      )?.id,
    setPostcode: async (collectorId: string, postcode: string) => {
      await db
        .insertInto('registered_postcodes')
        .values({ collector_id: collectorId, postcode: normalisePostcode(postcode) })
        .onConflict((oc) => oc.column('collector_id').doUpdateSet({ postcode: normalisePostcode(postcode) }))
        .execute()
    },
    insertFlow: async ({ idHash, flow, collectorId, expiresAt }: NewFlow) => {
      await db
        .insertInto('card_self_service_flows')
        .values({
          id_hash: idHash,
          flow,
          collector_id: collectorId ?? null,
          expires_at: expiresAt,
        })
        .execute()
    },
    /** The unexpired flow of this id hash and kind, with its collector's card. */
    liveFlow: (idHash: string, flow: FlowKind, now: Date) =>
      db
        .selectFrom('card_self_service_flows')
        .leftJoin('collectors', 'collectors.id', 'card_self_service_flows.collector_id')
        .select([
          'card_self_service_flows.id_hash',
          'card_self_service_flows.collector_id',
          'collectors.card_number',
        ])
        .where('card_self_service_flows.id_hash', '=', idHash)
        .where('card_self_service_flows.flow', '=', flow)
        .where('card_self_service_flows.expires_at', '>', now)
        .executeTakeFirst(),
    /** Counts a wrong code: the tries so far. */
    countAttempt: async (idHash: string) =>
      (
        await db
          .updateTable('card_self_service_flows')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id_hash', '=', idHash)
          .returning('attempts')
          .executeTakeFirst()
      )?.attempts,
    /** Ends the flow: whether it was still there (a second redemption finds nothing). */
    removeFlow: async (idHash: string) =>
      (await db.deleteFrom('card_self_service_flows').where('id_hash', '=', idHash).executeTakeFirst())
        .numDeletedRows > 0n,
    /**
     * Blocks the collector's card and issues a new one in one transaction; the points stay with
     * the account, so they follow to the new card. Returns the old and new numbers and the points.
     */
    replaceCard: (
      collectorId: string,
      { replacement_type, expected_arrival, card_type = 'CARD', channel = 'web' }: Replacement,
    ) =>
      db.transaction().execute(async (trx) => {
        const { card_number: oldCardNumber } = await trx
          .selectFrom('collectors')
          .select('card_number')
          .where('id', '=', collectorId)
          .forUpdate()
          .executeTakeFirstOrThrow()
        const points = await balanceOf<CardSelfServiceTables>(trx, collectorId)
        const newCardNumber = await freeCardNumber(trx)
        await moveToNewCard(trx, collectorId, points, oldCardNumber, newCardNumber)
        await trx
          .insertInto('card_replacements')
          .values({
            id: randomUUID(),
            collector_id: collectorId,
            old_card_number: oldCardNumber,
            new_card_number: newCardNumber,
            replacement_type,
            card_type,
            points_moved: points,
            expected_arrival,
          })
          .execute()
        await trx
          .updateTable('collectors')
          .set({ card_number: newCardNumber })
          .where('id', '=', collectorId)
          .execute()
        await recordAudit<CardSelfServiceTables>(trx, {
          collectorId,
          action: 'card.replaced',
          channel,
          detail: { replacementType: replacement_type, cardType: card_type, pointsMoved: points },
        })
        return { oldCardNumber, newCardNumber, points }
      }),
    /** Whether this card number was replaced (and so is blocked). */
    isReplaced: async (cardNumber: string) =>
      (await db
        .selectFrom('card_replacements')
        .select('id')
        .where('old_card_number', '=', cardNumber)
        .executeTakeFirst()) !== undefined,
  }
}
