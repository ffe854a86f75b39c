/**
 * Seeds the offers catalogue and gives every demo collector (active, signed up online) the shared
 * catalogue plus a few offers of their own, each in a state of its own: every type, every source
 * and every state, some LOCKED, some ending within 3 days. Its own marker, so that a store seeded
 * before offers existed gets them on its next start.
 * @see ../../../docs/sandbox.md
 */
import type { Insertable, Kysely } from 'kysely'
import { isSavedState, type OfferState } from '../../../shared/constants/states.ts'
import type { Database } from '../db/schema.ts'
import type { OfferBookmarksTable, OfferStatesTable, OffersTables } from '../offers/schema.ts'
import { EXCLUSIVE_OFFERS, offerCatalogue, SHARED_CATALOGUE_SIZE } from './offer-catalogue.ts'

export const OFFERS_SEED = 'offers-v1'

const COALITION_STATES: OfferState[] = ['NOTOPTEDIN', 'OPTEDIN', 'PINNED', 'HIDDEN', 'NOTOPTEDIN']
const OWN_STATES: OfferState[] = ['UNLOADED', 'LOADED', 'PINNED', 'HIDDEN', 'UNLOADED', 'LOADED', 'UNLOADED']
const HOUR_MS = 60 * 60 * 1000

/**
 * When a seeded saved offer was saved: within the last four days, in an order of its own (neither
 * the catalogue's nor the end dates'), so that 'recently saved' and 'ending soon' differ.
 */
const savedAgo = (n: number, k: number, now: Date) =>
  new Date(now.getTime() - (((n * 29 + k * 7) % 97) + 1) * HOUR_MS)

/** The demo collectors, in card-number order: the sandbox's accounts with online credentials. */
const demoCollectors = (db: Kysely<Database>) =>
  db
    .selectFrom('collectors')
    .select('id')
    .where('status', '=', 'active')
    .where('password_hash', 'is not', null)
    .orderBy('card_number')
    .execute()

/** Returns true when it seeded, false when the offers were already there. */
export async function seedOffers(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const collectors = await demoCollectors(db)
  const catalogue = offerCatalogue(now)
  return db
    .withTables<OffersTables>()
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .insertInto('seed_runs')
        .values({ name: OFFERS_SEED })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .returning('name')
        .executeTakeFirst()
      if (!claimed) return false
      await trx.insertInto('offers').values(catalogue).execute()
      const states: Insertable<OfferStatesTable>[] = []
      const bookmarks: Insertable<OfferBookmarksTable>[] = []
      collectors.forEach(({ id: collectorId }, k) => {
        catalogue.forEach((offer, n) => {
          const exclusiveOf =
            n < SHARED_CATALOGUE_SIZE ? -1 : Math.floor((n - SHARED_CATALOGUE_SIZE) / EXCLUSIVE_OFFERS)
          if (exclusiveOf !== -1 && exclusiveOf !== k % 2) return
          const cycle = offer.source_type === 'COALITION' ? COALITION_STATES : OWN_STATES
          // Shifted per collector: the demo accounts start from different states.
          const state = cycle[(n + k) % cycle.length] as OfferState
          states.push({
            collector_id: collectorId,
            offer_id: offer.id,
            state,
            saved_at: isSavedState(state) ? savedAgo(n, k, now) : null,
          })
          if (offer.source_type === 'COALITION' && state === 'PINNED')
            bookmarks.push({ collector_id: collectorId, offer_id: offer.id })
        })
      })
      if (states.length > 0) await trx.insertInto('offer_states').values(states).execute()
      if (bookmarks.length > 0) await trx.insertInto('offer_bookmarks').values(bookmarks).execute()
      return true
    })
}
