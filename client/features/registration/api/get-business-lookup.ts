/** The business details' options: numbers of employees and business categories. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { registrationApi } from '../../../../shared/contract/registration.ts'
import { call } from '../../../lib/api-client.ts'
import { registrationKeys } from './keys.ts'

const getBusinessLookup = (signal?: AbortSignal) =>
  call(registrationApi.businessLookup, {}, signal ? { signal } : {})

const getBusinessLookupQueryOptions = () =>
  queryOptions({
    queryKey: registrationKeys.businessLookup,
    queryFn: ({ signal }) => getBusinessLookup(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useBusinessLookup = () => useQuery(getBusinessLookupQueryOptions())
