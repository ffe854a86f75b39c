/** What the gateway and its render worker (render-worker.ts) say to each other. */
import type { AppConfig } from '../../../shared/contract/app-config.ts'
import type { SwitchValues } from '../../../shared/switches.ts'

export type RenderRequest = {
  /** file: URL of the render module the client build wrote. */
  renderModule: string
  template: string
  /** The stylesheet the pages carry inline instead of linking it (inline-stylesheet.ts). */
  stylesheet?: { href: string; text: string }
  /** The script that holds presses made before the page is hydrated (early-presses-script.ts). */
  earlyPresses?: string
  config: AppConfig
  switches: SwitchValues
}

export type RenderedPageMessage = {
  kind: 'page'
  path: string
  notFound: boolean
  acceptsNext: boolean
  complete: boolean
  /** The page's HTML with the cookie question, and without it (the visitor has answered it). */
  askingConsent: string
  consentChosen: string
}

export type FetchMessage = {
  kind: 'fetch'
  id: number
  method: string
  url: string
  headers: Record<string, string>
  body?: string
}

export type WorkerMessage = RenderedPageMessage | FetchMessage | { kind: 'done' }

export type FetchAnswer = { id: number; status: number; headers: Record<string, string>; body: string }
