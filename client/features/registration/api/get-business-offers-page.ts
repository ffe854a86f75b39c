/** The business-offers step's intro text, from the content API (forwarded by the gateway). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getForwardedContent } from '../../../lib/api-client.ts'
import { contentKeys } from './keys.ts'

const getBusinessOffersPage = (signal?: AbortSignal) =>
  getForwardedContent<{ description: string }>(
    '/documents-api/registration/businessOffersPage.json',
    signal ? { signal } : {},
  )

const getBusinessOffersPageQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.businessOffersPage,
    queryFn: ({ signal }) => getBusinessOffersPage(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useBusinessOffersPage = () => useQuery(getBusinessOffersPageQueryOptions())
