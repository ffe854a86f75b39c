/** The collector's details (address and mobile masked): `GET /api/account/details`. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { accountApi } from '../../../../shared/contract/account.ts'
import { call } from '../../../lib/api-client.ts'
import { accountKeys } from './account-keys.ts'

const getAccountDetails = (signal?: AbortSignal) => call(accountApi.details, {}, signal ? { signal } : {})

const getAccountDetailsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.details(), queryFn: ({ signal }) => getAccountDetails(signal) })

export const useAccountDetails = () => useQuery(getAccountDetailsQueryOptions())
