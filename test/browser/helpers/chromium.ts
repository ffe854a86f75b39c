/**
 * Debian's Chromium driven by playwright-core. When it is missing the suite is skipped with a loud
 * line, except in CI, where a missing browser is a failure.
 * @see https://playwright.dev/docs/api/class-browsertype#browser-type-launch
 */
import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const SKIP_MESSAGE = `Browser suite SKIPPED: ${CHROMIUM_PATH} not found. Install it with: apt-get install -y chromium`

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** 'run', 'skip' (missing, outside CI) or 'fail' (missing in CI). */
export function chromiumStatus(): 'run' | 'skip' | 'fail' {
  if (existsSync(CHROMIUM_PATH)) return 'run'
  return process.env.CI === 'true' ? 'fail' : 'skip'
}

/** Headless, with a fresh temporary profile (user-data-dir) that Playwright deletes on close. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS })
}
