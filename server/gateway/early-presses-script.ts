/**
 * The script a page sent as HTML carries inline, so a press made before the page is hydrated is
 * answered once it is (client/prerender/early-presses.ts), and the hash by which the
 * Content-Security-Policy allows that one inline script and no other (plugins/external/helmet.ts).
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { EARLY_PRESSES_SCRIPT } from '../../client/build/server-files.ts'

export type InlineScript = { text: string; cspSource: string }

export function earlyPressesScript(clientDir: string): InlineScript | undefined {
  const file = join(clientDir, EARLY_PRESSES_SCRIPT)
  // A partial build without it: no page is sent as HTML (render-page.js is missing too).
  if (!existsSync(file)) return undefined
  const text = readFileSync(file, 'utf8').trim()
  return { text, cspSource: `'sha256-${createHash('sha256').update(text).digest('base64')}'` }
}
