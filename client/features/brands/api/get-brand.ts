/** One brand's page: rates, description, terms and similar brands (`GET /api/brands/details/:key`). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { brandsAreaApi } from '../../../../shared/contract/brands.ts'
import { call } from '../../../lib/api-client.ts'
import { brandsKeys, CATALOGUE_STALE_MS } from './brands-keys.ts'

const getBrand = (brandDetailsKey: string, signal?: AbortSignal) =>
  call(brandsAreaApi.details, { params: { brandDetailsKey } }, signal ? { signal } : {})

const getBrandQueryOptions = (brandDetailsKey: string) =>
  queryOptions({
    queryKey: brandsKeys.brand(brandDetailsKey),
    queryFn: ({ signal }) => getBrand(brandDetailsKey, signal),
    staleTime: CATALOGUE_STALE_MS,
    // An unknown brand stays unknown: asking again would only repeat the 404.
    retry: false,
  })

export const useBrand = (brandDetailsKey: string) => useQuery(getBrandQueryOptions(brandDetailsKey))
