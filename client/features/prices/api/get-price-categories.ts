/** The prices' categories, derived from the data (`GET /api/prices/categories`). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { pricesApi } from '../../../../shared/contract/prices.ts'
import { call } from '../../../lib/api-client.ts'
import { pricesKeys } from './prices-keys.ts'

const getPriceCategories = (signal?: AbortSignal) => call(pricesApi.categories, {}, signal ? { signal } : {})

const getPriceCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: pricesKeys.categories(),
    queryFn: ({ signal }) => getPriceCategories(signal),
    staleTime: 10 * 60 * 1000,
  })

export const usePriceCategories = () => useQuery(getPriceCategoriesQueryOptions())
