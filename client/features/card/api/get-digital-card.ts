/** The digital card: card number and its Code 128 barcode (`GET /api/card/digital-card`). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { cardApi } from '../../../../shared/contract/card.ts'
import { call } from '../../../lib/api-client.ts'
import { cardKeys } from './keys.ts'

const getDigitalCard = (signal?: AbortSignal) => call(cardApi.digitalCard, {}, signal ? { signal } : {})

const getDigitalCardQueryOptions = () =>
  queryOptions({
    queryKey: cardKeys.digitalCard(),
    queryFn: ({ signal }) => getDigitalCard(signal),
    // The card does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useDigitalCard = () => useQuery(getDigitalCardQueryOptions())
