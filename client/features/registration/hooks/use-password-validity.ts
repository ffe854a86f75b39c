/**
 * The server's verdict on a password that passes every local rule (pwdValidity: NA, VALID,
 * INVALID), asked once typing pauses (usePasswordCheck) and kept in the registration state.
 */
import { useEffect } from 'react'
import { usePausedValue } from '../../../lib/use-paused-value.ts'
import { usePasswordCheck } from '../api/check-password.ts'
import { getRegistration, updateRegistration } from './registration-store.ts'

const PAUSE_MS = 400

export function usePasswordValidity(password: string, locallyValid: boolean) {
  const paused = usePausedValue(password, PAUSE_MS)
  const check = usePasswordCheck(paused, { enabled: locallyValid && paused === password })
  const verdict = locallyValid && paused === password ? check.data?.pwdValidity : undefined

  useEffect(() => {
    const pwdValidity = verdict ?? 'NA'
    if (getRegistration().pwdValidity !== pwdValidity) updateRegistration({ pwdValidity })
  }, [verdict])
}
