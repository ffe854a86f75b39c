/** The collector's points balance (`GET /api/card/balance`). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { cardApi } from '../../../../shared/contract/card.ts'
import { call } from '../../../lib/api-client.ts'
import { cardKeys } from './keys.ts'

const getBalance = (signal?: AbortSignal) => call(cardApi.balance, {}, signal ? { signal } : {})

const getBalanceQueryOptions = () =>
  queryOptions({ queryKey: cardKeys.balance(), queryFn: ({ signal }) => getBalance(signal) })

export const useBalance = () => useQuery(getBalanceQueryOptions())
