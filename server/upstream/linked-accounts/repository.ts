/**
 * Linked partner accounts (`fastify.linkedAccountsRepository`): linking with the §8 checks and the
 * §9 cap, unlinking, and converting points between the collector's balance and the partner account.
 * Every change and its audit row are written in one transaction, and every move of the collector's
 * points with its row in the activity (`movePoints`); points are taken only when there are enough
 * (the partner's with a guarded update), so neither side ever goes below zero, even with concurrent
 * conversions.
 * A PENDING conversion holds its points taken and settles (credited, or given back on ERROR) on the
 * first read after it is due.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import { createHash, randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import {
  type ConversionDirection,
  convertedPoints,
  LINKING_CAP,
  type LinkingOperation,
  PARTNERS,
  type PartnerKey,
} from '../../../shared/constants/linked-partners.ts'
import type { Conversion } from '../../../shared/contract/linked-partners.ts'
import type { LinkedAccount } from '../../../shared/contract/upstream/linked-partners.ts'
import { recordAudit } from '../audit/repository.ts'
import { movePoints } from '../transactions/repository.ts'
import { LinkRefusal } from './refusal.ts'
import type { LinkedAccountsTables, PartnerConversionsTable } from './schema.ts'

type Db = Kysely<LinkedAccountsTables>
type Trx = Transaction<LinkedAccountsTables>

export type LinkRequest = {
  partner: PartnerKey
  operation: LinkingOperation
  memberNumber: string
  surname?: string | undefined
  pin?: string | undefined
}

export const hashPin = (pin: string) => createHash('sha256').update(pin).digest('hex')

const iso = (value: Date | string) => new Date(value).toISOString()

type ConversionRow = Pick<PartnerConversionsTable, 'direction' | 'points' | 'converted_points' | 'result'> & {
  id: string
  created_at: Date | string
}

const asConversion = (row: ConversionRow): Conversion => ({
  id: row.id,
  direction: row.direction as ConversionDirection,
  points: row.points,
  convertedPoints: row.converted_points,
  result: row.result as Conversion['result'],
  createdAt: iso(row.created_at),
})

/** A conversion's line in the activity, under the partner's name. */
export function conversionDescription(partner: PartnerKey, direction: ConversionDirection, returned = false) {
  const { pointsName } = PARTNERS[partner]
  if (returned) return `Points returned: conversion to ${pointsName} declined`
  return direction === 'NTP' ? `Points converted to ${pointsName}` : `Converted from ${pointsName}`
}

/** Moves points into (positive) or out of (negative) the collector's balance, with its activity row; false when they have too few. */
async function moveBalance(
  trx: Trx,
  collectorId: string,
  partner: PartnerKey,
  points: number,
  description: string,
): Promise<boolean> {
  const left = await movePoints<LinkedAccountsTables>(trx, {
    collectorId,
    points,
    brandKey: partner,
    partnerName: PARTNERS[partner].name,
    description,
  })
  return left !== undefined
}

async function takeFromPartner(trx: Trx, partner: string, memberNumber: string, points: number) {
  const result = await trx
    .updateTable('partner_accounts')
    .set((eb) => ({ points: eb('points', '-', points) }))
    .where('partner', '=', partner)
    .where('member_number', '=', memberNumber)
    .where('points', '>=', points)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

async function addToPartner(trx: Trx, partner: string, memberNumber: string, points: number) {
  await trx
    .updateTable('partner_accounts')
    .set((eb) => ({ points: eb('points', '+', points) }))
    .where('partner', '=', partner)
    .where('member_number', '=', memberNumber)
    .execute()
}

export type LinkedAccountsOptions = {
  /** How long a PENDING conversion takes to settle. */
  settleMs?: number
  /** The clock settling reads (tests move it past a conversion's due time). */
  now?: () => number
}

export function createLinkedAccountsRepository(
  db: Db,
  { settleMs = 1500, now = Date.now }: LinkedAccountsOptions = {},
) {
  const liveLinks = (executor: Db | Trx, collectorId: string) =>
    executor
      .selectFrom('linked_accounts as l')
      .innerJoin('partner_accounts as p', (join) =>
        join.onRef('p.partner', '=', 'l.partner').onRef('p.member_number', '=', 'l.member_number'),
      )
      .select(['l.id', 'l.partner', 'l.member_number', 'l.state', 'l.linked_at', 'p.points', 'p.behaviour'])
      .where('l.collector_id', '=', collectorId)
      .where('l.unlinked_at', 'is', null)

  type LinkRow = Awaited<ReturnType<ReturnType<typeof liveLinks>['executeTakeFirstOrThrow']>>
  const asAccount = (row: LinkRow): LinkedAccount => ({
    id: row.id,
    partner: row.partner as PartnerKey,
    memberNumber: row.member_number,
    state: 'COMPLETE',
    partnerPoints: row.points,
    linkedAt: iso(row.linked_at),
  })

  /** The collector's live link by id: another collector's or an unlinked one is a 404. */
  async function ownLink(executor: Db | Trx, collectorId: string, id: string): Promise<LinkRow> {
    const row = await liveLinks(executor, collectorId).where('l.id', '=', id).executeTakeFirst()
    if (!row) throw new LinkRefusal('linkNotFound')
    return row
  }

  /**
   * The conversions of the collector's links to this partner account, the unlinked ones too: a
   * relink is a new link of the same account, and its history stays with it.
   */
  const historyOf = (link: Pick<LinkRow, 'partner' | 'member_number'>, collectorId: string) =>
    db
      .selectFrom('partner_conversions as c')
      .innerJoin('linked_accounts as l', 'l.id', 'c.linked_account_id')
      .selectAll('c')
      .where('c.collector_id', '=', collectorId)
      .where('l.collector_id', '=', collectorId)
      .where('l.partner', '=', link.partner)
      .where('l.member_number', '=', link.member_number)

  const countLinks = (trx: Trx) =>
    trx
      .selectFrom('link_history')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('event', 'in', ['linked', 'relinked'])

  /** Settles a PENDING conversion that is due; answers it as it now stands. */
  async function settleIfDue(collectorId: string, row: ConversionRow & { settles_at: Date | null }) {
    if (row.result !== 'PENDING' || !row.settles_at || new Date(row.settles_at).getTime() > now())
      return asConversion(row)
    return db.transaction().execute(async (trx) => {
      const link = await trx
        .selectFrom('partner_conversions as c')
        .innerJoin('linked_accounts as l', 'l.id', 'c.linked_account_id')
        .innerJoin('partner_accounts as p', (join) =>
          join.onRef('p.partner', '=', 'l.partner').onRef('p.member_number', '=', 'l.member_number'),
        )
        .select(['l.partner', 'l.member_number', 'p.behaviour'])
        .where('c.id', '=', row.id)
        .executeTakeFirstOrThrow()
      const result = link.behaviour === 'declines' ? 'ERROR' : 'SUCCESS'
      // Only the read that moves it out of PENDING moves the points.
      const claimed = await trx
        .updateTable('partner_conversions')
        .set({ result })
        .where('id', '=', row.id)
        .where('result', '=', 'PENDING')
        .executeTakeFirst()
      if (claimed.numUpdatedRows === 1n) {
        const toBase = row.direction !== 'NTP'
        const partner = link.partner as PartnerKey
        const direction = row.direction as ConversionDirection
        if (result === 'SUCCESS' && toBase)
          await moveBalance(
            trx,
            collectorId,
            partner,
            row.converted_points,
            conversionDescription(partner, direction),
          )
        if (result === 'SUCCESS' && !toBase)
          await addToPartner(trx, link.partner, link.member_number, row.converted_points)
        // Declined: the points taken go back where they came from.
        if (result === 'ERROR' && toBase)
          await addToPartner(trx, link.partner, link.member_number, row.points)
        if (result === 'ERROR' && !toBase)
          await moveBalance(
            trx,
            collectorId,
            partner,
            row.points,
            conversionDescription(partner, direction, true),
          )
        await recordAudit<LinkedAccountsTables>(trx, {
          collectorId,
          action: 'linked-account.conversion-settled',
          detail: { direction: row.direction, result },
        })
      }
      const settled = await trx
        .selectFrom('partner_conversions')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow()
      return asConversion(settled)
    })
  }

  return {
    accounts: async (collectorId: string): Promise<LinkedAccount[]> =>
      (await liveLinks(db, collectorId).orderBy('l.linked_at').execute()).map(asAccount),

    /** Links the account or throws a LinkRefusal (spec §8), checked in the order the page explains them. */
    link: async (
      collectorId: string,
      request: LinkRequest,
    ): Promise<{ relinked: boolean; account: LinkedAccount }> =>
      db.transaction().execute(async (trx) => {
        const { partner, memberNumber, operation } = request
        const account = await trx
          .selectFrom('partner_accounts')
          .selectAll()
          .where('partner', '=', partner)
          .where('member_number', '=', memberNumber)
          .executeTakeFirst()
        const previous = await trx
          .selectFrom('link_history')
          .select('member_number')
          .where('collector_id', '=', collectorId)
          .where('partner', '=', partner)
          .orderBy('created_at')
          .executeTakeFirst()
        const detailsMatch =
          operation === 'login'
            ? account?.pin_hash === hashPin(request.pin ?? '')
            : operation === 'link'
              ? previous?.member_number === memberNumber
              : account?.surname.toLowerCase() === (request.surname ?? '').trim().toLowerCase()
        if (previous && previous.member_number !== memberNumber) throw new LinkRefusal('originalMemberNumber')
        if (!account || !detailsMatch) throw new LinkRefusal('partnerAccountNotFound')
        const own = await liveLinks(trx, collectorId).where('l.partner', '=', partner).executeTakeFirst()
        if (own) throw new LinkRefusal('alreadyLinked')
        const elsewhere = await trx
          .selectFrom('linked_accounts')
          .select('id')
          .where('partner', '=', partner)
          .where('member_number', '=', memberNumber)
          .where('unlinked_at', 'is', null)
          .executeTakeFirst()
        if (elsewhere) throw new LinkRefusal('linkedElsewhere')
        const byCard = await countLinks(trx)
          .where('collector_id', '=', collectorId)
          .where('partner', '=', partner)
          .executeTakeFirstOrThrow()
        if (Number(byCard.n) > LINKING_CAP) throw new LinkRefusal('cardCap')
        const byAccount = await countLinks(trx)
          .where('partner', '=', partner)
          .where('member_number', '=', memberNumber)
          .executeTakeFirstOrThrow()
        if (Number(byAccount.n) > LINKING_CAP) throw new LinkRefusal('accountCap')
        const relinked = previous !== undefined
        const id = randomUUID()
        await trx
          .insertInto('linked_accounts')
          .values({ id, collector_id: collectorId, partner, member_number: memberNumber })
          .execute()
        const event = relinked ? 'relinked' : 'linked'
        await trx
          .insertInto('link_history')
          .values({
            id: randomUUID(),
            collector_id: collectorId,
            partner,
            member_number: memberNumber,
            event,
            operation,
          })
          .execute()
        await recordAudit<LinkedAccountsTables>(trx, {
          collectorId,
          action: `linked-account.${event}`,
          detail: { partner, operation },
        })
        return { relinked, account: asAccount(await ownLink(trx, collectorId, id)) }
      }),

    unlink: async (collectorId: string, id: string): Promise<void> => {
      const link = await ownLink(db, collectorId, id)
      // The sandbox's partner that refuses to let go (docs/sandbox.md: test values).
      if (link.behaviour === 'unlink-fails') throw new LinkRefusal('unlinkFailed')
      await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('linked_accounts')
          .set({ unlinked_at: new Date() })
          .where('id', '=', id)
          .where('collector_id', '=', collectorId)
          .where('unlinked_at', 'is', null)
          .executeTakeFirst()
        if (result.numUpdatedRows !== 1n) throw new LinkRefusal('linkNotFound')
        await trx
          .insertInto('link_history')
          .values({
            id: randomUUID(),
            collector_id: collectorId,
            partner: link.partner,
            member_number: link.member_number,
            event: 'unlinked',
            operation: null,
          })
          .execute()
        await recordAudit<LinkedAccountsTables>(trx, {
          collectorId,
          action: 'linked-account.unlinked',
          detail: { partner: link.partner },
        })
      })
    },

    conversions: async (collectorId: string, id: string): Promise<Conversion[]> => {
      const rows = await historyOf(await ownLink(db, collectorId, id), collectorId)
        .orderBy('c.created_at', 'desc')
        .limit(50)
        .execute()
      return Promise.all(rows.map((row) => settleIfDue(collectorId, row)))
    },

    conversion: async (collectorId: string, id: string, conversionId: string): Promise<Conversion> => {
      const row = await historyOf(await ownLink(db, collectorId, id), collectorId)
        .where('c.id', '=', conversionId)
        .executeTakeFirst()
      if (!row) throw new LinkRefusal('conversionNotFound')
      return settleIfDue(collectorId, row)
    },

    /**
     * Takes the points from one side and, unless the conversion is PENDING (AOI, or a partner that
     * settles later), gives the converted points to the other, in one transaction.
     */
    convert: async (
      collectorId: string,
      id: string,
      direction: ConversionDirection,
      points: number,
    ): Promise<Conversion> =>
      db.transaction().execute(async (trx) => {
        const link = await ownLink(trx, collectorId, id)
        const converted = convertedPoints(link.partner as PartnerKey, direction, points)
        if (converted === 0) throw new LinkRefusal('invalidPoints')
        const toBase = direction !== 'NTP'
        const partner = link.partner as PartnerKey
        const taken = toBase
          ? await takeFromPartner(trx, link.partner, link.member_number, points)
          : await moveBalance(trx, collectorId, partner, -points, conversionDescription(partner, direction))
        if (!taken) throw new LinkRefusal('notEnoughPoints')
        const pending = direction === 'AOI' || link.behaviour === 'slow' || link.behaviour === 'declines'
        if (!pending && toBase)
          await moveBalance(trx, collectorId, partner, converted, conversionDescription(partner, direction))
        if (!pending && !toBase) await addToPartner(trx, link.partner, link.member_number, converted)
        const row = await trx
          .insertInto('partner_conversions')
          .values({
            id: randomUUID(),
            linked_account_id: id,
            collector_id: collectorId,
            direction,
            points,
            converted_points: converted,
            result: pending ? 'PENDING' : 'SUCCESS',
            settles_at: pending ? new Date(now() + settleMs) : null,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        await recordAudit<LinkedAccountsTables>(trx, {
          collectorId,
          action: 'linked-account.converted',
          detail: { partner: link.partner, direction, points, result: row.result },
        })
        return asConversion(row)
      }),
  }
}

export type LinkedAccountsRepository = ReturnType<typeof createLinkedAccountsRepository>
