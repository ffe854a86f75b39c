/**
 * Debian's Chromium driven by playwright-core: its headless shell (`chromium-headless-shell`, the
 * build Playwright itself runs headless, with no browser UI to run: about a fifth less CPU per
 * suite), or the whole browser where only that is installed. When neither is there the suite is
 * skipped with a loud line, except in CI, where a missing browser is a failure.
 * @see https://playwright.dev/docs/api/class-browsertype#browser-type-launch
 * @see https://developer.chrome.com/blog/chrome-headless-shell
 */
import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  [HEADLESS_SHELL, '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  HEADLESS_SHELL
export const SKIP_MESSAGE = `Browser suite SKIPPED: ${CHROMIUM_PATH} not found. Install it with: apt-get install -y chromium-headless-shell`

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
