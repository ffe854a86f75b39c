/**
 * A security code's e-mailed link, opened once per page: whether it still works and which flow it
 * is for. Never retried: an unknown, used or expired link is an answer, not a failure.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { selfServiceApi } from '../../../../shared/contract/self-service.ts'
import { isLinkToken } from '../../../../shared/validation/link-tokens.ts'
import { call } from '../../../lib/api-client.ts'
import { selfServiceKeys } from './keys.ts'

const getCodeLink = (token: string, signal?: AbortSignal) =>
  call(
    selfServiceApi.openCodeLink,
    { body: { token } },
    { redirectOn401: false, ...(signal ? { signal } : {}) },
  )

const getCodeLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: selfServiceKeys.codeLink(token),
    queryFn: ({ signal }) => getCodeLink(token, signal),
    enabled: isLinkToken(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  })

export const useCodeLink = (token: string) => useQuery(getCodeLinkQueryOptions(token))
