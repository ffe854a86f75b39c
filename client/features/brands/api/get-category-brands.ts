/** The brands of one category, or of all ('all'): `GET /api/brands/by-category/:categoryId`. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { brandsAreaApi } from '../../../../shared/contract/brands.ts'
import { call } from '../../../lib/api-client.ts'
import { brandsKeys, CATALOGUE_STALE_MS } from './brands-keys.ts'

const getCategoryBrands = (categoryId: string, signal?: AbortSignal) =>
  call(brandsAreaApi.byCategory, { params: { categoryId } }, signal ? { signal } : {})

const getCategoryBrandsQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: brandsKeys.category(categoryId),
    queryFn: ({ signal }) => getCategoryBrands(categoryId, signal),
    staleTime: CATALOGUE_STALE_MS,
    // The list shown stays while another category loads, so the page does not jump.
    placeholderData: keepPreviousData,
  })

export const useCategoryBrands = (categoryId: string) => useQuery(getCategoryBrandsQueryOptions(categoryId))
