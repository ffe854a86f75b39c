/** A linked account's conversions, newest first (`GET /api/linked-partners/:linkId/conversions`). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { linkedPartnersApi } from '../../../../shared/contract/linked-partners.ts'
import { call } from '../../../lib/api-client.ts'
import { linkedPartnersKeys } from './keys.ts'

const getConversions = (linkId: string, signal?: AbortSignal) =>
  call(linkedPartnersApi.conversions, { params: { linkId } }, signal ? { signal } : {})

const getConversionsQueryOptions = (linkId: string) =>
  queryOptions({
    queryKey: linkedPartnersKeys.conversions(linkId),
    queryFn: ({ signal }) => getConversions(linkId, signal),
  })

export const useConversions = (linkId: string) => useQuery(getConversionsQueryOptions(linkId))
