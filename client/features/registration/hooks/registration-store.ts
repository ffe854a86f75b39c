/**
 * The registration state of the specification (§3), copied to sessionStorage after every change so a
 * reload keeps the journey's answers. It never holds tokens: the gateway keeps those in the session.
 * @see https://react.dev/reference/react/useSyncExternalStore
 */
import { useSyncExternalStore } from 'react'
import type { PasswordValidity, RegistrationFailureCategory } from '../../../../shared/constants/journey.ts'
import type { RegistrationUserData } from '../../../../shared/contract/registration.ts'

const STORAGE_KEY = 'registration'

export type RegistrationState = {
  userData: RegistrationUserData
  userType?: 'ANALOG' | 'GHOST' | undefined
  next?: string | undefined
  cardNumber?: string | undefined
  pwdValidity: PasswordValidity
  registrationDone?: boolean
  error?: { message: string; category?: RegistrationFailureCategory | undefined; code?: string } | undefined
}

const INITIAL: RegistrationState = { userData: {}, pwdValidity: 'NA' }

function read(): RegistrationState {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY)
    return stored ? { ...INITIAL, ...(JSON.parse(stored) as RegistrationState) } : INITIAL
  } catch {
    return INITIAL
  }
}

let state: RegistrationState | undefined
const listeners = new Set<() => void>()

function current(): RegistrationState {
  state ??= read()
  return state
}

function write(next: RegistrationState) {
  state = next
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Storage full or blocked: the journey still works within this page.
  }
  for (const listener of listeners) listener()
}

export function updateRegistration(patch: Partial<Omit<RegistrationState, 'userData'>>) {
  write({ ...current(), ...patch })
}

export function updateUserData(patch: RegistrationUserData) {
  const now = current()
  write({ ...now, userData: { ...now.userData, ...patch } })
}

/** The card check starts the journey again (§2). */
export function resetRegistration(patch: Partial<RegistrationState> = {}) {
  write({ ...INITIAL, ...patch })
}

export function getRegistration(): RegistrationState {
  return current()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A page sent as HTML was rendered with nothing stored: it hydrates so, then shows what is stored. */
const asRendered = () => INITIAL

export function useRegistration(): RegistrationState {
  return useSyncExternalStore(subscribe, current, asRendered)
}
