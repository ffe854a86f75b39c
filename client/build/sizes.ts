/** The size report bench/bundle.ts reads: gzip bytes of what the welcome page loads. */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Outputs } from './outputs.ts'

export type SizeReport = {
  welcomeJsGzipBytes: number
  welcomeJsFiles: string[]
  welcomeCssGzipBytes: number
}

export async function writeSizeReport(outdir: string, outputs: Outputs, entry: string, welcome: string) {
  const urlsOf = (start: string) => [outputs.url(start), ...outputs.staticImports(start)]
  const js = [...new Set([...urlsOf(entry), ...urlsOf(welcome)])].filter((url): url is string => Boolean(url))
  const gzipBytes = async (url: string) => gzipSync(await readFile(join(outdir, url)), { level: 9 }).length
  const css = outputs.cssUrl(entry)
  const report: SizeReport = {
    welcomeJsGzipBytes: (await Promise.all(js.map(gzipBytes))).reduce((sum, bytes) => sum + bytes, 0),
    welcomeJsFiles: js,
    welcomeCssGzipBytes: css ? await gzipBytes(css) : 0,
  }
  await writeFile(join(outdir, '.sizes.json'), `${JSON.stringify(report, null, 2)}\n`)
  return report
}
