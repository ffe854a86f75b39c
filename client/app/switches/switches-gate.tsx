/**
 * Renders the app once the switches have answered (lib/app-config.ts gives them to every screen);
 * while maintenance is on, the maintenance screen replaces the app (routes specification §4).
 */
import { type ReactNode, use } from 'react'
import type { SwitchValues } from '../../../shared/switches.ts'
import { SwitchesContext } from '../../lib/app-config.ts'
import { MaintenanceScreen } from './maintenance-screen.tsx'

type Props = { switches: Promise<Partial<SwitchValues>>; children: ReactNode }

export function SwitchesGate({ switches, children }: Props) {
  const values = use(switches)
  if (values.isMaintenanceEnabled) return <MaintenanceScreen />
  return <SwitchesContext value={values}>{children}</SwitchesContext>
}
