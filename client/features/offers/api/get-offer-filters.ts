/**
 * The filters of an offers list with how many offers each keeps (`GET /api/offers/filters/:listId`),
 * e.g. the saved offers' all, own and partner counts. Fetched each time a screen that shows them
 * mounts (no stale time), so the counts follow the collector's latest changes.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type OFFER_LIST_IDS, offersApi } from '../../../../shared/contract/offers.ts'
import { call } from '../../../lib/api-client.ts'
import { offersKeys } from './keys.ts'

type OfferListId = (typeof OFFER_LIST_IDS)[number]

const getOfferFilters = (listId: OfferListId, signal?: AbortSignal) =>
  call(offersApi.filters, { params: { listId } }, signal ? { signal } : {})

const getOfferFiltersQueryOptions = (listId: OfferListId) =>
  queryOptions({
    queryKey: offersKeys.filters(listId),
    queryFn: ({ signal }) => getOfferFilters(listId, signal),
  })

export const useOfferFilters = (listId: OfferListId) => useQuery(getOfferFiltersQueryOptions(listId))
