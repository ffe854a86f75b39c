/**
 * Bundles a TSX entry for Node, so component tests can render the client's components to static
 * markup without a browser: packages stay external, the module is imported from the test's dir.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'
import type { Test } from 'tap'

export async function bundleForNode<T>(t: Test, entry: string, resolveDir: string): Promise<T> {
  const outfile = join(t.testdir(), 'bundle.mjs')
  await esbuild.build({
    stdin: { contents: entry, loader: 'tsx', resolveDir },
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    outfile,
    packages: 'external',
    logLevel: 'error',
  })
  return (await import(pathToFileURL(outfile).href)) as T
}
