/**
 * The server's verdict on a password that passes every local rule (pwdValidity: NA, VALID,
 * INVALID), asked once typing pauses and kept in the registration state.
 */
import { useEffect } from 'react'
import { validatePasswordOnServer } from '../api/journey-lookups.ts'
import { getRegistration, updateRegistration } from './registration-store.ts'

const PAUSE_MS = 400

export function usePasswordValidity(password: string, locallyValid: boolean) {
  useEffect(() => {
    if (getRegistration().pwdValidity !== 'NA') updateRegistration({ pwdValidity: 'NA' })
    if (!locallyValid) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      validatePasswordOnServer(password, controller.signal)
        .then(({ pwdValidity }) => updateRegistration({ pwdValidity }))
        .catch(() => {
          if (!controller.signal.aborted) updateRegistration({ pwdValidity: 'NA' })
        })
    }, PAUSE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [password, locallyValid])
}
