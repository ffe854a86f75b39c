/** Brotli and gzip siblings for every text asset, so the gateway serves them without compressing per request. */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/

export async function precompress(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  // Dotfiles are build records (.build-hash, .sizes.json), never served.
  const files = entries.filter(
    (entry) =>
      entry.isFile() &&
      !entry.name.startsWith('.') &&
      compressible.test(entry.name) &&
      // server/ is the gateway's render module, never sent to a browser.
      !relative(dir, entry.parentPath).startsWith('server'),
  )
  await Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name)
      const body = await readFile(path)
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ])
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
    }),
  )
}
