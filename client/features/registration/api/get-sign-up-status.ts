/**
 * The sign-up status the success screen polls (§4): every 2 s until COMPLETE or FAILED, and at
 * most SIGN_UP_STATUS_MAX_CHECKS times.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { SIGN_UP_STATUS_MAX_CHECKS } from '../../../../shared/constants/limits.ts'
import { STATUS_POLL_INTERVAL_MS } from '../../../../shared/constants/timings.ts'
import { registrationApi, type SignUpStatusResponse } from '../../../../shared/contract/registration.ts'
import { call } from '../../../lib/api-client.ts'
import { registrationKeys } from './keys.ts'

const getSignUpStatus = () => call(registrationApi.status)

/** A status that ends the polling. */
export const isSettled = (status: SignUpStatusResponse | undefined) =>
  status?.signUpStatus === 'FAILED' || (status?.signUpStatus === 'COMPLETE' && Boolean(status.cardNumber))

export type PollOptions = { intervalMs?: number; maxChecks?: number }

const getSignUpStatusQueryOptions = ({
  intervalMs = STATUS_POLL_INTERVAL_MS,
  maxChecks = SIGN_UP_STATUS_MAX_CHECKS,
}: PollOptions = {}) =>
  queryOptions({
    queryKey: registrationKeys.signUpStatus,
    queryFn: getSignUpStatus,
    refetchOnMount: 'always',
    refetchInterval: ({ state }) =>
      isSettled(state.data) || state.status === 'error' || state.dataUpdateCount >= maxChecks
        ? false
        : intervalMs,
    // The person is asked to stay on the page; a hidden tab still finishes the registration.
    refetchIntervalInBackground: true,
    // A finished registration is never shown from an earlier visit's answer.
    gcTime: 0,
  })

export const useSignUpStatusQuery = (options?: PollOptions) => useQuery(getSignUpStatusQueryOptions(options))
