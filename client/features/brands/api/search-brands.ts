/**
 * Brands whose name contains the search (`GET /api/brands/search?q=`). The query runs only for a
 * search the gateway accepts, so an empty or too short one sends nothing.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { brandsAreaApi, isBrandSearch, normaliseBrandSearch } from '../../../../shared/contract/brands.ts'
import { call } from '../../../lib/api-client.ts'
import { brandsKeys, CATALOGUE_STALE_MS } from './brands-keys.ts'

const searchBrands = (query: string, signal?: AbortSignal) =>
  call(brandsAreaApi.search, { query: { q: query } }, signal ? { signal } : {})

const searchBrandsQueryOptions = (text: string) => {
  const query = normaliseBrandSearch(text)
  return queryOptions({
    queryKey: brandsKeys.search(query.toLowerCase()),
    queryFn: ({ signal }) => searchBrands(query, signal),
    staleTime: CATALOGUE_STALE_MS,
    enabled: isBrandSearch(query),
  })
}

export const useBrandSearch = (text: string) => useQuery(searchBrandsQueryOptions(text))
