/**
 * Success-screen polling (§4) over the sign-up status query (its refetchInterval polls every 2 s):
 * COMPLETE shows the card; FAILED, a request error or too many checks end at /register-failed with
 * the detail kept in the registration state.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { SIGN_UP_STATUS_MAX_CHECKS } from '../../../../shared/constants/limits.ts'
import { STATUS_POLL_INTERVAL_MS } from '../../../../shared/constants/timings.ts'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { isSettled, useSignUpStatusQuery } from '../api/get-sign-up-status.ts'
import { registrationKeys } from '../api/keys.ts'
import { updateRegistration } from './registration-store.ts'
import { useJourney } from './use-journey.ts'

type PollState = { kind: 'waiting' } | { kind: 'complete'; cardNumber: string }

const REGISTER_FAILED_PATH = '/register-failed'

export function useSignUpStatus(intervalMs = STATUS_POLL_INTERVAL_MS, maxChecks = SIGN_UP_STATUS_MAX_CHECKS) {
  const { go } = useJourney()
  const queryClient = useQueryClient()
  const query = useSignUpStatusQuery({ intervalMs, maxChecks })
  // Only this visit's answers count (the query refetches on mount and keeps nothing after).
  const status = query.isFetchedAfterMount ? query.data : undefined
  // Read on each answer (dataUpdatedAt changes with every one, even an unchanged PENDING).
  const checks =
    query.dataUpdatedAt > 0
      ? (queryClient.getQueryState(registrationKeys.signUpStatus)?.dataUpdateCount ?? 0)
      : 0
  const failed = query.isFetchedAfterMount && query.isError ? query.error : undefined
  const timedOut = !isSettled(status) && status !== undefined && checks >= maxChecks

  useEffect(() => {
    if (failed) {
      updateRegistration({
        error: { message: failed instanceof ApiError ? failed.message : DEFAULT_ERROR_MESSAGE },
      })
      return go(REGISTER_FAILED_PATH)
    }
    if (timedOut) {
      updateRegistration({ error: { message: DEFAULT_ERROR_MESSAGE, code: 'TIMEOUT' } })
      return go(REGISTER_FAILED_PATH)
    }
    if (status?.signUpStatus === 'COMPLETE' && status.cardNumber)
      updateRegistration({ cardNumber: status.cardNumber, error: undefined })
    else if (status?.signUpStatus === 'FAILED') {
      updateRegistration({
        error: { message: status.message ?? DEFAULT_ERROR_MESSAGE, category: status.category },
      })
      go(status.redirectTo ?? REGISTER_FAILED_PATH)
    }
  }, [status, failed, timedOut, go])

  if (status?.signUpStatus === 'COMPLETE' && status.cardNumber)
    return { kind: 'complete', cardNumber: status.cardNumber } satisfies PollState
  return { kind: 'waiting' } satisfies PollState
}
