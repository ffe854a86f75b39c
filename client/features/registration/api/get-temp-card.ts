/** The temporary card a link opens (/temp-card/your-card/:token). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TempCardResponse } from '../../../../shared/contract/registration.ts'
import { api } from '../../../lib/api-client.ts'
import { registrationKeys } from './keys.ts'

export const getTempCard = (token: string, signal?: AbortSignal) =>
  api.get<TempCardResponse>(`/api/temp-card/${encodeURIComponent(token)}`, signal ? { signal } : {})

export const getTempCardQueryOptions = (token: string) =>
  queryOptions({
    queryKey: registrationKeys.tempCard(token),
    queryFn: ({ signal }) => getTempCard(token, signal),
  })

export const useTempCard = (token: string) => useQuery(getTempCardQueryOptions(token))
