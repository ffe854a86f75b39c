/** The brands where the collector collects, or spends, points (`GET /api/brands/panel?type=`). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type BrandPanelType, brandsAreaApi } from '../../../../shared/contract/brands.ts'
import { call } from '../../../lib/api-client.ts'
import { brandsKeys, CATALOGUE_STALE_MS } from './brands-keys.ts'

const getBrandPanel = (type: BrandPanelType, signal?: AbortSignal) =>
  call(brandsAreaApi.panel, { query: { type } }, signal ? { signal } : {})

const getBrandPanelQueryOptions = (type: BrandPanelType) =>
  queryOptions({
    queryKey: brandsKeys.panel(type),
    queryFn: ({ signal }) => getBrandPanel(type, signal),
    staleTime: CATALOGUE_STALE_MS,
  })

export const useBrandPanel = (type: BrandPanelType) => useQuery(getBrandPanelQueryOptions(type))
