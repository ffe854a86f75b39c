/**
 * The catalogue of offers and each collector's offers, states and coalition bookmarks. Routes call
 * these methods (through `fastify.offersRepository`) and never write SQL.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import type { ExpressionBuilder, Kysely } from 'kysely'
import { isSavedState, type OfferState } from '../../../shared/constants/states.ts'
import type { OfferSourceType, OffersTables } from './schema.ts'

const OFFER_COLUMNS = [
  'offers.id',
  'offers.source_type',
  'offers.type',
  'offers.status',
  'offers.title',
  'offers.description',
  'offers.sponsor_display_name',
  'offers.brand_details_key',
  'offers.how_to',
  'offers.ends_at',
] as const

export type StateChange = { offerId: string; state: OfferState }

/**
 * The columns a state change sets: a saved offer keeps the time it was first saved (pinning and
 * unpinning do not move it in 'recently saved'), an offer that is not saved has none.
 */
const stateColumns =
  (state: OfferState, now: Date) => (eb: ExpressionBuilder<OffersTables, 'offer_states'>) => ({
    state,
    changed_at: now,
    saved_at: isSavedState(state) ? eb.fn.coalesce('saved_at', eb.val(now)) : null,
  })

export function createOffersRepository(db: Kysely<OffersTables>) {
  const collectorOffers = (collectorId: string) =>
    db
      .selectFrom('offer_states')
      .innerJoin('offers', 'offers.id', 'offer_states.offer_id')
      .leftJoin('offer_bookmarks', (join) =>
        join
          .onRef('offer_bookmarks.offer_id', '=', 'offer_states.offer_id')
          .onRef('offer_bookmarks.collector_id', '=', 'offer_states.collector_id'),
      )
      .select([
        ...OFFER_COLUMNS,
        'offer_states.state',
        'offer_states.changed_at',
        'offer_states.saved_at',
        'offer_bookmarks.created_at as bookmarked_at',
      ])
      .where('offer_states.collector_id', '=', collectorId)

  return {
    /** The collector's offers, ending soonest first. */
    list: (collectorId: string) =>
      collectorOffers(collectorId).orderBy('offers.ends_at').orderBy('offers.id').execute(),
    /** One of the collector's offers; undefined when unknown or not theirs. */
    find: (collectorId: string, offerId: string) =>
      collectorOffers(collectorId).where('offers.id', '=', offerId).executeTakeFirst(),
    /** The collector's offers named by their state keys (whole UUIDs, or the part before the first dash). */
    byStateKeys: (collectorId: string, keys: readonly string[]) =>
      db
        .selectFrom('offer_states')
        .innerJoin('offers', 'offers.id', 'offer_states.offer_id')
        .select(['offers.id', 'offers.state_key', 'offers.source_type', 'offers.status'])
        .where('offer_states.collector_id', '=', collectorId)
        .where('offers.state_key', 'in', keys)
        .execute(),
    /** All or nothing: each change in one transaction. */
    setStates: (collectorId: string, changes: readonly StateChange[]) =>
      db.transaction().execute(async (trx) => {
        const now = new Date()
        for (const { offerId, state } of changes) {
          await trx
            .updateTable('offer_states')
            .set(stateColumns(state, now))
            .where('collector_id', '=', collectorId)
            .where('offer_id', '=', offerId)
            .execute()
        }
      }),
    /** Pins (bookmarks) or unpins a coalition offer together with its state. */
    setBookmark: (collectorId: string, offerId: string, bookmarked: boolean, state: OfferState) =>
      db.transaction().execute(async (trx) => {
        if (bookmarked)
          await trx
            .insertInto('offer_bookmarks')
            .values({ collector_id: collectorId, offer_id: offerId })
            .onConflict((conflict) => conflict.columns(['collector_id', 'offer_id']).doNothing())
            .execute()
        else
          await trx
            .deleteFrom('offer_bookmarks')
            .where('collector_id', '=', collectorId)
            .where('offer_id', '=', offerId)
            .execute()
        await trx
          .updateTable('offer_states')
          .set(stateColumns(state, new Date()))
          .where('collector_id', '=', collectorId)
          .where('offer_id', '=', offerId)
          .execute()
      }),
    /** A catalogue offer without a collector's state (shared offers, coalition previews). */
    catalogueOffer: (offerId: string) =>
      db.selectFrom('offers').select(OFFER_COLUMNS).where('id', '=', offerId).executeTakeFirst(),
    shared: (source: OfferSourceType) =>
      db
        .selectFrom('offers')
        .select(OFFER_COLUMNS)
        .where('is_shared', '=', true)
        .where('source_type', '=', source)
        .orderBy('ends_at')
        .orderBy('id')
        .execute(),
    /** What an offer's image shows; undefined for an unknown offer. */
    imageText: (offerId: string) =>
      db
        .selectFrom('offers')
        .select(['title', 'sponsor_display_name'])
        .where('id', '=', offerId)
        .executeTakeFirst(),
    /** How many Nectar Price offers the collector has. */
    nectarPriceCount: async (collectorId: string) => {
      const row = await db
        .selectFrom('offer_states')
        .innerJoin('offers', 'offers.id', 'offer_states.offer_id')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('offer_states.collector_id', '=', collectorId)
        .where('offers.source_type', '=', 'NECTAR_PRICE')
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },
  }
}

export type OffersRepository = ReturnType<typeof createOffersRepository>
export type CollectorOfferRow = NonNullable<Awaited<ReturnType<OffersRepository['find']>>>
export type CatalogueOfferRow = NonNullable<Awaited<ReturnType<OffersRepository['catalogueOffer']>>>
