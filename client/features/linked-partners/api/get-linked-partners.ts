/** The partners with the collector's linked account and their points balance (`GET /api/linked-partners`). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { linkedPartnersApi } from '../../../../shared/contract/linked-partners.ts'
import { call } from '../../../lib/api-client.ts'
import { linkedPartnersKeys } from './keys.ts'

const getLinkedPartners = (signal?: AbortSignal) => call(linkedPartnersApi.list, {}, signal ? { signal } : {})

const getLinkedPartnersQueryOptions = () =>
  queryOptions({ queryKey: linkedPartnersKeys.list(), queryFn: ({ signal }) => getLinkedPartners(signal) })

export const useLinkedPartners = () => useQuery(getLinkedPartnersQueryOptions())
