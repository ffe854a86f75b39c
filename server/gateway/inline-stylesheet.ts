/**
 * The built client's stylesheet, which a page sent as HTML carries inline so that it paints without
 * waiting for another request (plugins/app/prerendered-pages.ts), and the hash by which the
 * Content-Security-Policy allows that one inline style and no other (plugins/external/helmet.ts).
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export type InlineStylesheet = { href: string; text: string; cspSource: string }

export function inlineStylesheet(clientDir: string): InlineStylesheet | undefined {
  const index = join(clientDir, 'index.html')
  if (!existsSync(index)) return undefined
  const href = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)">/.exec(readFileSync(index, 'utf8'))?.[1]
  // No stylesheet, or none where index.html says (a partial build): the pages link it, as before.
  if (!href || !existsSync(join(clientDir, href))) return undefined
  const text = readFileSync(join(clientDir, href), 'utf8')
  return { href, text, cspSource: `'sha256-${createHash('sha256').update(text).digest('base64')}'` }
}
