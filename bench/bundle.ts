/** Gzip size of the JavaScript the welcome page loads, and of the whole client, from a fresh build. */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildClient } from '../client/build.ts'

const dist = join(import.meta.dirname, '../client/dist')

export async function benchBundle() {
  await buildClient({ force: true })
  const gzip = (file: string) => gzipSync(readFileSync(join(dist, 'assets', file)), { level: 9 }).length
  const js = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'))
  const sizes = JSON.parse(readFileSync(join(dist, '.sizes.json'), 'utf8')) as Record<string, unknown>
  return { ...sizes, allJsGzipBytes: js.reduce((sum, file) => sum + gzip(file), 0), jsFiles: js.length }
}

if (import.meta.main) console.log(await benchBundle())
