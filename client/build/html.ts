/**
 * Writes index.html from the template: the hashed entry script, its stylesheet and the chunks it
 * imports as preloads. No inline script or style: the Content-Security-Policy allows 'self' only.
 */
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { basename, extname, join } from 'node:path'
import type { Outputs } from './outputs.ts'

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')

/** Copies client/public/* into assets/ with a content hash and returns name → URL. */
export async function copyPublicFiles(publicDir: string, outdir: string): Promise<Map<string, string>> {
  const urls = new Map<string, string>()
  const names = await readdir(publicDir).catch(() => [] as string[])
  await mkdir(join(outdir, 'assets'), { recursive: true })
  for (const name of names) {
    const body = await readFile(join(publicDir, name))
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 8).toUpperCase()
    const hashed = `${basename(name, extname(name))}-${hash}${extname(name)}`
    await writeFile(join(outdir, 'assets', hashed), body)
    urls.set(name, `/assets/${hashed}`)
  }
  return urls
}

export type HtmlInput = {
  template: string
  outputs: Outputs
  entry: string
  publicUrls: Map<string, string>
}

export function renderHtml({ template, outputs, entry, publicUrls }: HtmlInput): string {
  const script = outputs.url(entry)
  if (!script) throw new Error(`No output for the entry ${entry}`)
  const css = outputs.cssUrl(entry)
  const tags = [
    css ? `<link rel="stylesheet" href="${escapeAttribute(css)}">` : '',
    ...outputs.staticImports(entry).map((url) => `<link rel="modulepreload" href="${escapeAttribute(url)}">`),
    `<script type="module" src="${escapeAttribute(script)}"></script>`,
  ].filter(Boolean)

  const html = template
    .replace('<!-- build:head -->', tags.join('\n    '))
    .replaceAll(/\{\{asset:([^}]+)\}\}/g, (_, name: string) => {
      const url = publicUrls.get(name)
      if (!url) throw new Error(`index.html names {{asset:${name}}} but client/public/${name} does not exist`)
      return escapeAttribute(url)
    })
  if (html.includes('<!-- build:head -->') || !html.includes(script))
    throw new Error('index.html lacks <!-- build:head -->')
  return html
}
