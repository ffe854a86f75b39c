/**
 * What a page rendered to HTML assumed of its visitor and of the app (client/prerender/): the
 * gateway serves such a page only to a visitor it fits (signed out, no forced switches, the cookie
 * question answered or not as the variant says), and writes the same values into the page as a
 * JSON block, so the browser's first render starts from exactly what the HTML shows.
 */
import { createContext, useContext } from 'react'
import type { AppConfig } from '../../shared/contract/app-config.ts'
import type { SessionInfo } from '../../shared/contract/session.ts'
import type { SwitchValues } from '../../shared/switches.ts'

/** The id of the page's JSON block: data, never run, so the Content-Security-Policy has no say. */
export const START_STATE_ID = 'start-state'

export type StartState = {
  config: AppConfig
  switches: Partial<SwitchValues>
  /** Always signed out: the gateway serves rendered pages to visitors without a session only. */
  session: SessionInfo
  /** Whether the visitor has answered the cookie question (the banner is in the HTML or not). */
  consentChosen: boolean
  /** Server data the HTML already shows, by query key (the help page's questions). */
  queries: readonly { queryKey: readonly unknown[]; data: unknown }[]
}

export const StartStateContext = createContext<StartState | undefined>(undefined)

export const useStartState = (): StartState | undefined => useContext(StartStateContext)

/** The page's start state when the gateway served it rendered, else undefined. */
export function readStartState(document: Document): StartState | undefined {
  const block = document.getElementById(START_STATE_ID)
  if (!block?.textContent) return undefined
  return JSON.parse(block.textContent) as StartState
}
