/**
 * /redirect.html: its own tiny bundle (no React) and page, written at the output's root so the
 * gateway serves it by name. No inline script: the CSP allows 'self' only.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import * as esbuild from 'esbuild'

export async function buildRedirectPage(root: string, outdir: string, target: string) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['client/redirect/redirect.ts'],
    outdir: join(outdir, 'assets'),
    entryNames: '[name]-[hash]',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target,
    minify: true,
    metafile: true,
    logLevel: 'warning',
  })
  const script = Object.keys(result.metafile.outputs).find((file) => file.endsWith('.js'))
  if (!script) throw new Error('redirect page: no script output')
  const url = `/${relative(outdir, join(root, script)).replaceAll('\\', '/')}`
  const template = await readFile(join(root, 'client/redirect.html'), 'utf8')
  const html = template.replace('<!-- build:redirect -->', `<script type="module" src="${url}"></script>`)
  if (!html.includes(url)) throw new Error('client/redirect.html lacks <!-- build:redirect -->')
  await writeFile(join(outdir, 'redirect.html'), html)
}
