/** The brands with an e-shop, isVldx (`GET /api/brands/eshops`). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { brandsAreaApi } from '../../../../shared/contract/brands.ts'
import { call } from '../../../lib/api-client.ts'
import { brandsKeys, CATALOGUE_STALE_MS } from './brands-keys.ts'

export const getEshopBrands = (signal?: AbortSignal) =>
  call(brandsAreaApi.eshops, {}, signal ? { signal } : {})

export const getEshopBrandsQueryOptions = () =>
  queryOptions({
    queryKey: brandsKeys.eshops(),
    queryFn: ({ signal }) => getEshopBrands(signal),
    staleTime: CATALOGUE_STALE_MS,
  })

export const useEshopBrands = () => useQuery(getEshopBrandsQueryOptions())
