/**
 * The whole app, as the browser renders it (main.tsx) and as the gateway renders a public page to
 * HTML (client/prerender/render-page.tsx): one tree, so the HTML and the browser's first render
 * agree and the browser hydrates the HTML instead of painting the page again.
 */
import { StrictMode } from 'react'
import type { SwitchValues } from '../../shared/switches.ts'
import type { AppConfig } from '../lib/app-config.ts'
import { type StartState, StartStateContext } from '../lib/start-state.ts'
import { AppProvider } from './provider.tsx'
import { AppRouter } from './router.tsx'
import { SwitchesGate } from './switches/switches-gate.tsx'

type Props = {
  config: Promise<AppConfig>
  switches: Promise<Partial<SwitchValues>>
  /** What the HTML assumed of its visitor; absent when the page started from the empty shell. */
  start?: StartState | undefined
}

export function App({ config, switches, start }: Props) {
  return (
    <StrictMode>
      <StartStateContext value={start}>
        <AppProvider config={config}>
          <SwitchesGate switches={switches}>
            <AppRouter />
          </SwitchesGate>
        </AppProvider>
      </StartStateContext>
    </StrictMode>
  )
}
