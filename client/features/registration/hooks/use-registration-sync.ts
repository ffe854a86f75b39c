/**
 * Brings the journey's answers the gateway holds (user type, e-mail, names, password validity) into
 * the local registration state when a step opens, e.g. after the e-mailed link opened a new tab.
 * Without a journey in progress the person goes back to the card check.
 */
import { useEffect, useRef } from 'react'
import type { RegistrationStateResponse } from '../../../../shared/contract/registration.ts'
import { useRegistrationState } from '../api/get-registration-state.ts'
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
  const { data, isFetchedAfterMount } = useRegistrationState()
  // Only the answer asked for when the step opened; an error leaves the step working from the
  // local state (its own call reports a lost journey).
  const server = isFetchedAfterMount ? data : undefined
  useEffect(() => {
    if (!server) return
    if (!server.active) return go(stepHref('card-check'))
    apply(server)
    latest.current?.(server)
  }, [server, go, stepHref])
}
