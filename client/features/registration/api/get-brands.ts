/** Partner brands by key, from the anonymous brands lookup (unknown keys are left out). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { brandsApi } from '../../../../shared/contract/brands.ts'
import { call } from '../../../lib/api-client.ts'
import { contentKeys } from './keys.ts'

const getBrands = (keys: readonly string[], signal?: AbortSignal) =>
  call(
    brandsApi.get,
    { query: { keys: keys.join(',') } },
    { redirectOn401: false, ...(signal ? { signal } : {}) },
  )

/** The brands of `keys`, in that order; brands change with a deploy, so an answer is kept for the visit. */
const getBrandsQueryOptions = (keys: readonly string[]) =>
  queryOptions({
    queryKey: contentKeys.brands(keys),
    queryFn: ({ signal }) => getBrands(keys, signal),
    select: ({ brands }) =>
      brands
        .filter((brand) => keys.includes(brand.brandDetailsKey))
        .sort((a, b) => keys.indexOf(a.brandDetailsKey) - keys.indexOf(b.brandDetailsKey)),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useBrands = (keys: readonly string[]) => useQuery(getBrandsQueryOptions(keys))
