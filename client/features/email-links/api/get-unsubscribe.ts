/**
 * What an e-mail's unsubscribe link is for (POST /api/unsubscribe/request: a read, posted so the
 * token stays out of the gateway's URLs). Not retried: a refused link is an answer to show.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { unsubscribeApi } from '../../../../shared/contract/unsubscribe.ts'
import { call } from '../../../lib/api-client.ts'
import { emailLinkKeys } from './keys.ts'

const getUnsubscribe = (token: string, signal?: AbortSignal) =>
  call(unsubscribeApi.request, { body: { token } }, signal ? { signal } : {})

const getUnsubscribeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: emailLinkKeys.unsubscribe(token),
    queryFn: ({ signal }) => getUnsubscribe(token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })

export const useUnsubscribeLink = (token: string) => useQuery(getUnsubscribeQueryOptions(token))
