/**
 * Build step for the offline card's service worker, called by client/build.ts. The worker is its
 * own bundle, written at the output's root as service-worker.js: its URL must not change between
 * builds (the browser checks the same URL for updates) and, at the root, its scope may be the whole
 * site. The files it keeps and the name of its cache (one per build) reach it through `define`.
 * @see https://esbuild.github.io/api/#define
 */
import { join } from 'node:path'
import { build } from 'esbuild'

const SERVICE_WORKER_FILE = 'service-worker.js'
const CACHE_PREFIX = 'offline-card-'

export type ServiceWorkerBuild = {
  root: string
  outdir: string
  target: string
  /** URLs the worker keeps at install: what the home page loads, besides the page itself. */
  shellFiles: readonly string[]
  /** Changes with every build, so a new build's worker replaces the old one and its cache. */
  version: string
}

export async function buildServiceWorker({ root, outdir, target, shellFiles, version }: ServiceWorkerBuild) {
  await build({
    absWorkingDir: root,
    entryPoints: ['client/service-worker/service-worker.ts'],
    outfile: join(outdir, SERVICE_WORKER_FILE),
    bundle: true,
    // A classic worker: module service workers are not in every browser the scheme supports.
    format: 'iife',
    platform: 'browser',
    target,
    minify: true,
    // The worker reads the contract's URL only: see build/typebox-inert.ts.
    alias: { typebox: './client/build/typebox-inert.ts' },
    define: {
      __OFFLINE_SHELL_FILES__: JSON.stringify([...new Set(shellFiles)].sort()),
      __OFFLINE_CACHE_NAME__: JSON.stringify(`${CACHE_PREFIX}${version.slice(0, 12)}`),
    },
    logLevel: 'warning',
  })
}
