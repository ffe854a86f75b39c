/** The additional details the collector has given: `GET /api/account/additional-details`. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { accountApi } from '../../../../shared/contract/account.ts'
import { call } from '../../../lib/api-client.ts'
import { accountKeys } from './account-keys.ts'

const getAdditionalDetails = (signal?: AbortSignal) =>
  call(accountApi.additionalDetails, {}, signal ? { signal } : {})

export const useAdditionalDetails = () =>
  useQuery(
    queryOptions({
      queryKey: accountKeys.additionalDetails(),
      queryFn: ({ signal }) => getAdditionalDetails(signal),
    }),
  )
