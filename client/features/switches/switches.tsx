/**
 * The feature switches on the client: read once at start from the gateway, which enforces them
 * itself; here they only choose what to show. While maintenance is on, the maintenance screen
 * replaces the app (routes specification §4). Unknown values (the call failed) count as off.
 */
import { createContext, type ReactNode, use, useContext } from 'react'
import type { SwitchName, SwitchValues } from '../../../shared/switches.ts'
import { MaintenanceScreen } from './components/maintenance-screen.tsx'

const SwitchesContext = createContext<Partial<SwitchValues>>({})

/** Whether `name` is on; false while unknown. */
export function useSwitch(name: SwitchName): boolean {
  return useContext(SwitchesContext)[name] === true
}

export function useSwitches(): Partial<SwitchValues> {
  return useContext(SwitchesContext)
}

type Props = { switches: Promise<Partial<SwitchValues>>; children: ReactNode }

export function SwitchesGate({ switches, children }: Props) {
  const values = use(switches)
  if (values.isMaintenanceEnabled) return <MaintenanceScreen />
  return <SwitchesContext value={values}>{children}</SwitchesContext>
}
