/** The collector's offers, every type, source and state (`GET /api/offers`). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { offersApi } from '../../../../shared/contract/offers.ts'
import { call } from '../../../lib/api-client.ts'
import { offersKeys } from './keys.ts'

const getOffers = (signal?: AbortSignal) => call(offersApi.list, {}, signal ? { signal } : {})

const getOffersQueryOptions = () =>
  queryOptions({ queryKey: offersKeys.list(), queryFn: ({ signal }) => getOffers(signal) })

export const useOffers = () => useQuery(getOffersQueryOptions())
