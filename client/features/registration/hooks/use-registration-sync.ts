/**
 * Brings the journey's answers the gateway holds (user type, e-mail, names, password validity) into
 * the local registration state when a step opens, e.g. after the e-mailed link opened a new tab.
 * Without a journey in progress the person goes back to the card check.
 */
import { useEffect, useRef } from 'react'
import type { RegistrationStateResponse } from '../../../../shared/contract/registration.ts'
import { getRegistrationState } from '../api/journey-lookups.ts'
import { getRegistration, updateRegistration, updateUserData } from './registration-store.ts'
import { useJourney } from './use-journey.ts'

function apply(server: RegistrationStateResponse) {
  const { userData } = getRegistration()
  updateRegistration({ userType: server.userType, pwdValidity: server.pwdValidity })
  updateUserData({
    ...(server.email && !userData.email ? { email: server.email } : {}),
    ...(server.firstName ? { firstName: server.firstName } : {}),
    ...(server.lastName ? { lastName: server.lastName } : {}),
    ...(server.accountType ? { accountType: server.accountType } : {}),
  })
}

export function useRegistrationSync(onState?: (state: RegistrationStateResponse) => void) {
  const { go, stepHref } = useJourney()
  const latest = useRef(onState)
  latest.current = onState
  useEffect(() => {
    const controller = new AbortController()
    getRegistrationState(controller.signal)
      .then((server) => {
        if (!server.active) return go(stepHref('card-check'))
        apply(server)
        latest.current?.(server)
      })
      // The step still works from the local state; its own call reports a lost journey.
      .catch(() => {})
    return () => controller.abort()
  }, [go, stepHref])
}
