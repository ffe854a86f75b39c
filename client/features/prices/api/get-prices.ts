/** One page of 24 personalised prices, of every category or one (`GET /api/prices`). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { pricesApi } from '../../../../shared/contract/prices.ts'
import { call } from '../../../lib/api-client.ts'
import { pricesKeys } from './prices-keys.ts'

const getPrices = (page: number, category: string | undefined, signal?: AbortSignal) =>
  call(pricesApi.list, { query: { page, ...(category ? { category } : {}) } }, signal ? { signal } : {})

const getPricesQueryOptions = (page: number, category: string | undefined) =>
  queryOptions({
    queryKey: pricesKeys.page(page, category),
    queryFn: ({ signal }) => getPrices(page, category, signal),
    // Catalogue data: it changes with promotions, not while a page is open.
    staleTime: 5 * 60 * 1000,
    // The page shown stays while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  })

export const usePrices = (page: number, category: string | undefined) =>
  useQuery(getPricesQueryOptions(page, category))
