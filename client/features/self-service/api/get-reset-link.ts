/**
 * The e-mailed reset link, opened once per page: whether it still works and whether a security
 * code comes first. Never retried: a used or expired link is an answer, not a failure.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { selfServiceApi } from '../../../../shared/contract/self-service.ts'
import { isLinkToken } from '../../../../shared/validation/link-tokens.ts'
import { call } from '../../../lib/api-client.ts'
import { selfServiceKeys } from './keys.ts'

const getResetLink = (token: string, signal?: AbortSignal) =>
  call(
    selfServiceApi.openResetLink,
    { body: { token } },
    { redirectOn401: false, ...(signal ? { signal } : {}) },
  )

const getResetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: selfServiceKeys.resetLink(token),
    queryFn: ({ signal }) => getResetLink(token, signal),
    enabled: isLinkToken(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  })

export const useResetLink = (token: string) => useQuery(getResetLinkQueryOptions(token))
