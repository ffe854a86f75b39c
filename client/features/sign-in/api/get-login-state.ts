/** The card-number login step this browser is at (`GET /api/login/state`). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { loginApi } from '../../../../shared/contract/login.ts'
import { call } from '../../../lib/api-client.ts'
import { signInKeys } from './keys.ts'

const getLoginState = (signal?: AbortSignal) =>
  call(loginApi.state, {}, { redirectOn401: false, ...(signal ? { signal } : {}) })

/** Asked afresh by each login screen: which one may show depends on the step right now. */
const getLoginStateQueryOptions = () =>
  queryOptions({
    queryKey: signInKeys.loginState,
    queryFn: ({ signal }) => getLoginState(signal),
    refetchOnMount: 'always',
  })

/** This screen's own answer (never an older one from the cache), or `failed` when there is none. */
export function useLoginState() {
  const { data, isError, isFetchedAfterMount } = useQuery(getLoginStateQueryOptions())
  return {
    state: isFetchedAfterMount && !isError ? data : undefined,
    failed: isFetchedAfterMount && isError,
  }
}
