/**
 * One conversion (`GET /api/linked-partners/:linkId/conversions/:conversionId`), read again every
 * second while it is PENDING (the upstream settles it when due) and no more once it is final.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { CONVERSION_POLL_MS } from '../../../../shared/constants/linked-partners.ts'
import { linkedPartnersApi } from '../../../../shared/contract/linked-partners.ts'
import { call } from '../../../lib/api-client.ts'
import { linkedPartnersKeys } from './keys.ts'

const getConversion = (linkId: string, conversionId: string, signal?: AbortSignal) =>
  call(linkedPartnersApi.conversion, { params: { linkId, conversionId } }, signal ? { signal } : {})

const getConversionQueryOptions = (linkId: string, conversionId: string) =>
  queryOptions({
    queryKey: linkedPartnersKeys.conversion(linkId, conversionId),
    queryFn: ({ signal }) => getConversion(linkId, conversionId, signal),
    refetchInterval: (query) => (query.state.data?.result === 'PENDING' ? CONVERSION_POLL_MS : false),
  })

export const useConversion = (linkId: string, conversionId: string) =>
  useQuery(getConversionQueryOptions(linkId, conversionId))
