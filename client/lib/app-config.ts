/** The public configuration the gateway serves at /api/app-config, loaded once before any route renders. */
import { createContext, useContext } from 'react'
import type { AppConfig } from '../../shared/contract/app-config.ts'

export type { AppConfig }

export const AppConfigContext = createContext<AppConfig | undefined>(undefined)

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext)
  if (!config) throw new Error('useAppConfig outside <AppProvider>')
  return config
}
