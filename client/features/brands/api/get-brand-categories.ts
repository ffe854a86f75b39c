/** The brand categories with their brand counts (`GET /api/brands/categories`). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { brandsAreaApi } from '../../../../shared/contract/brands.ts'
import { call } from '../../../lib/api-client.ts'
import { brandsKeys, CATALOGUE_STALE_MS } from './brands-keys.ts'

const getBrandCategories = (signal?: AbortSignal) =>
  call(brandsAreaApi.categories, {}, signal ? { signal } : {})

const getBrandCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: brandsKeys.categories(),
    queryFn: ({ signal }) => getBrandCategories(signal),
    staleTime: CATALOGUE_STALE_MS,
  })

export const useBrandCategories = () => useQuery(getBrandCategoriesQueryOptions())
