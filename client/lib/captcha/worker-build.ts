/**
 * Build step for the captcha solver's Web Worker, called by client/build.ts. esbuild does not
 * follow `new Worker(new URL('./x.ts', import.meta.url))` (evanw/esbuild#312), so the worker is
 * bundled on its own under a content hash and its URL reaches the main bundle through `define`.
 * @see https://esbuild.github.io/api/#define
 */
import { basename, join } from 'node:path'
import { build } from 'esbuild'

/** The worker's entry point, for builds that need it by path. */
const CAPTCHA_WORKER_ENTRY = join(import.meta.dirname, 'solver.worker.ts')
/** The global that solve-captcha.ts reads; replaced at build time by the worker's URL. */
const CAPTCHA_WORKER_GLOBAL = '__CAPTCHA_WORKER_URL__'

export type CaptchaWorkerBuildOptions = {
  /** Directory the assets are written to, e.g. client/dist/assets. */
  outdir: string
  /** URL path under which `outdir` is served. */
  publicPath?: string
  minify?: boolean
  target?: string[]
}

/** Writes `captcha-solver-<hash>.js` into outdir; returns it and the define for the main build. */
export async function buildCaptchaWorker(options: CaptchaWorkerBuildOptions) {
  const { outdir, publicPath = '/assets/', minify = true, target = ['es2022'] } = options
  const result = await build({
    entryPoints: { 'captcha-solver': CAPTCHA_WORKER_ENTRY },
    entryNames: '[name]-[hash]',
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target,
    minify,
    sourcemap: false,
    metafile: true,
    logLevel: 'warning',
  })
  const [output] = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'))
  if (!output) throw new Error('captcha worker build produced no JavaScript')
  const file = join(outdir, basename(output))
  const url = `${publicPath.replace(/\/?$/, '/')}${basename(output)}`
  return { file, url, define: { [CAPTCHA_WORKER_GLOBAL]: JSON.stringify(url) } }
}
