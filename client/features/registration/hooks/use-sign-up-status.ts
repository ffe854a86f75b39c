/**
 * Success-screen polling (§4): the sign-up status every 2 s until COMPLETE; FAILED, a request error
 * or too many checks end at /register-failed with the detail kept in the registration state.
 */
import { useEffect, useState } from 'react'
import { SIGN_UP_STATUS_MAX_CHECKS } from '../../../../shared/constants/limits.ts'
import { STATUS_POLL_INTERVAL_MS } from '../../../../shared/constants/timings.ts'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { getSignUpStatus } from '../api/journey-lookups.ts'
import { updateRegistration } from './registration-store.ts'
import { useJourney } from './use-journey.ts'

export type PollState = { kind: 'waiting' } | { kind: 'complete'; cardNumber: string }

export const REGISTER_FAILED_PATH = '/register-failed'

export function useSignUpStatus(intervalMs = STATUS_POLL_INTERVAL_MS, maxChecks = SIGN_UP_STATUS_MAX_CHECKS) {
  const [state, setState] = useState<PollState>({ kind: 'waiting' })
  const { go } = useJourney()

  useEffect(() => {
    let checks = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const fail = (message: string, code?: string) => {
      updateRegistration({ error: { message, ...(code ? { code } : {}) } })
      go(REGISTER_FAILED_PATH)
    }
    const check = async () => {
      checks += 1
      try {
        const status = await getSignUpStatus()
        if (stopped) return
        if (status.signUpStatus === 'COMPLETE' && status.cardNumber) {
          updateRegistration({ cardNumber: status.cardNumber, error: undefined })
          return setState({ kind: 'complete', cardNumber: status.cardNumber })
        }
        if (status.signUpStatus === 'FAILED') {
          updateRegistration({
            error: { message: status.message ?? DEFAULT_ERROR_MESSAGE, category: status.category },
          })
          return go(status.redirectTo ?? REGISTER_FAILED_PATH)
        }
        if (checks >= maxChecks) return fail(DEFAULT_ERROR_MESSAGE, 'TIMEOUT')
        timer = setTimeout(check, intervalMs)
      } catch (error) {
        if (!stopped) fail(error instanceof ApiError ? error.message : DEFAULT_ERROR_MESSAGE)
      }
    }
    void check()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [go, intervalMs, maxChecks])

  return state
}
