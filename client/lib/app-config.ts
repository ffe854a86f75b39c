/**
 * What the shell loads before any route renders (lib/app-queries.ts), for every screen to read:
 * the public configuration the gateway serves at /api/app-config, and the feature switches. The
 * gateway enforces the switches itself; here they only choose what to show. One module, so the
 * welcome page loads them as one file.
 */
import { createContext, useContext } from 'react'
import type { AppConfig } from '../../shared/contract/app-config.ts'
import type { SwitchName, SwitchValues } from '../../shared/switches.ts'

export type { AppConfig }

export const AppConfigContext = createContext<AppConfig | undefined>(undefined)

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext)
  if (!config) throw new Error('useAppConfig outside <AppProvider>')
  return config
}

/** Unknown values (the switches call failed) count as off: the safe state. */
export const SwitchesContext = createContext<Partial<SwitchValues>>({})

/** Whether the switch `name` is on; false while unknown. */
export function useSwitch(name: SwitchName): boolean {
  return useContext(SwitchesContext)[name] === true
}

export function useSwitches(): Partial<SwitchValues> {
  return useContext(SwitchesContext)
}
