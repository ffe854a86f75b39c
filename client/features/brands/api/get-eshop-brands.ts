/** The brands with an e-shop, isVldx (`GET /api/brands/eshops`). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { brandsAreaApi } from '../../../../shared/contract/brands.ts'
import { call } from '../../../lib/api-client.ts'
import { brandsKeys, CATALOGUE_STALE_MS } from './brands-keys.ts'

const getEshopBrands = (signal?: AbortSignal) => call(brandsAreaApi.eshops, {}, signal ? { signal } : {})

const getEshopBrandsQueryOptions = () =>
  queryOptions({
    queryKey: brandsKeys.eshops(),
    queryFn: ({ signal }) => getEshopBrands(signal),
    staleTime: CATALOGUE_STALE_MS,
  })

export const useEshopBrands = () => useQuery(getEshopBrandsQueryOptions())
