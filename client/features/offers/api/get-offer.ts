/**
 * One of the collector's offers (`GET /api/offers/:offerId`), for its details page. An offer the
 * list already holds shows at once from the list's cache and is fetched fresh behind it; an unknown
 * or foreign id is the gateway's 404 OFFER_NOT_FOUND.
 */
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { type Offer, offersApi } from '../../../../shared/contract/offers.ts'
import { call } from '../../../lib/api-client.ts'
import { offersKeys } from './keys.ts'

const getOffer = (offerId: string, signal?: AbortSignal) =>
  call(offersApi.detail, { params: { offerId } }, signal ? { signal } : {})

const getOfferQueryOptions = (offerId: string, queryClient?: QueryClient) =>
  queryOptions({
    queryKey: offersKeys.detail(offerId),
    queryFn: ({ signal }) => getOffer(offerId, signal),
    // Placeholder, not initial data: the list's copy shows while the offer itself is fetched.
    placeholderData: () =>
      queryClient
        ?.getQueryData<{ offers: Offer[] }>(offersKeys.list())
        ?.offers.find((offer) => offer.id === offerId),
  })

export const useOffer = (offerId: string) => useQuery(getOfferQueryOptions(offerId, useQueryClient()))
