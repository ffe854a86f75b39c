/**
 * The server's verdict on a password that passes every local rule (pwdValidity: NA, VALID,
 * INVALID), asked once typing pauses (usePasswordCheck) and kept in the registration state.
 */
import { useEffect, useState } from 'react'
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

/** `value` once it has not changed for `ms`. */
function usePausedValue<T>(value: T, ms: number): T {
  const [paused, setPaused] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return paused
}
