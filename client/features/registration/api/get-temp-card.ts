/** The temporary card a link opens (/temp-card/your-card/:token). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { tempCardApi } from '../../../../shared/contract/temp-card.ts'
import { call } from '../../../lib/api-client.ts'
import { registrationKeys } from './keys.ts'

const getTempCard = (token: string, signal?: AbortSignal) =>
  call(tempCardApi.get, { params: { token } }, signal ? { signal } : {})

const getTempCardQueryOptions = (token: string) =>
  queryOptions({
    queryKey: registrationKeys.tempCard(token),
    queryFn: ({ signal }) => getTempCard(token, signal),
  })

export const useTempCard = (token: string) => useQuery(getTempCardQueryOptions(token))
