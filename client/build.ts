/**
 * Bundles the client with esbuild: ES modules split per screen, content-hashed names under assets/,
 * index.html written from the template, brotli and gzip siblings, a size report. `node client/build.ts`
 * builds; `--if-changed` builds only when the sources changed (what `npm start` runs, in a child
 * process: see server/client-build.ts).
 * @see https://esbuild.github.io/api/#splitting
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import * as esbuild from 'esbuild'
import { precompress } from './build/compress.ts'
import { BUILD_HASH_FILE, defaultOutdir, isBuildCurrent } from './build/freshness.ts'
import { copyPublicFiles, renderHtml } from './build/html.ts'
import { type Outputs, readOutputs } from './build/outputs.ts'
import { buildRedirectPage } from './build/redirect-page.ts'
import { EARLY_PRESSES_SCRIPT, RENDER_MODULE } from './build/server-files.ts'
import { writeSizeReport } from './build/sizes.ts'
import { sourceHash } from './build/source-hash.ts'
import { WEB_MANIFEST_FILE, writeWebManifest } from './build/web-manifest.ts'
import { buildCaptchaWorker } from './lib/captcha/worker-build.ts'
import { buildServiceWorker } from './service-worker/build.ts'

const root = join(import.meta.dirname, '..')
const clientDir = import.meta.dirname

export { defaultOutdir }

const ENTRY = 'client/main.tsx'
const WELCOME = 'client/app/routes/welcome.tsx'
/**
 * What the home page loads, which the offline card's service worker keeps: the entry, the home
 * screen, the shell's lazily loaded notifications region and the lazily loaded route tables.
 */
const OFFLINE_SHELL = [
  ENTRY,
  'client/app/routes/collector/home.tsx',
  'client/components/notifications/notifications.tsx',
  'client/app/route-tables.ts',
]
const TARGET = 'es2022'

/** The app; `define` carries the production flag and the URLs of separately built Web Workers. */
async function bundle(outdir: string, define: Record<string, string>) {
  return esbuild.build({
    absWorkingDir: root,
    entryPoints: [ENTRY],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: TARGET,
    minify: true,
    jsx: 'automatic',
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    publicPath: '/',
    loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
    // The browser reads the contract's methods and URLs, never validates: see build/typebox-inert.ts.
    alias: { typebox: './client/build/typebox-inert.ts' },
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    drop: ['debugger'],
    // Licence texts go to a .LEGAL.txt beside each file, named in it: not downloaded with every page.
    legalComments: 'linked',
    metafile: true,
    logLevel: 'warning',
  })
}

/**
 * The module that renders the public pages to HTML (prerender/render-page.tsx), for Node: the same
 * components and asset names as the browser's bundle. The gateway runs it.
 */
async function bundleRenderer(outdir: string, define: Record<string, string>) {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['client/prerender/render-page.tsx'],
    outfile: join(outdir, RENDER_MODULE),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    jsx: 'automatic',
    publicPath: '/',
    assetNames: 'assets/[name]-[hash]',
    // Images as the browser's bundle names them; the stylesheet is the browser bundle's own.
    loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file', '.css': 'empty' },
    alias: { typebox: './client/build/typebox-inert.ts' },
    define: { 'process.env.NODE_ENV': '"production"', ...define },
    // Some dependencies are CommonJS and require() Node's modules.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  })
}

/** prerender/early-presses.ts as one small classic script, for the gateway to inline in each page. */
async function bundleEarlyPresses(outdir: string) {
  await esbuild.build({
    absWorkingDir: root,
    stdin: {
      contents: "import { holdEarlyPresses } from './early-presses.ts'; holdEarlyPresses(document)",
      resolveDir: join(clientDir, 'prerender'),
      loader: 'ts',
    },
    outfile: join(outdir, EARLY_PRESSES_SCRIPT),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: TARGET,
    minify: true,
    logLevel: 'warning',
  })
}

export type BuildOptions = { outdir?: string; force?: boolean }

/**
 * Builds into a fresh sibling directory, then swaps it in, so a server reading the old output never
 * sees a half-written one. Returns whether a build ran.
 */
export async function buildClient({
  outdir = defaultOutdir,
  force = true,
}: BuildOptions = {}): Promise<boolean> {
  const hash = sourceHash()
  if (!force && isBuildCurrent(outdir, hash)) return false
  const staging = `${outdir}.staging-${process.pid}-${Date.now()}`
  await rm(staging, { recursive: true, force: true })
  await mkdir(staging, { recursive: true })
  try {
    // esbuild cannot follow `new Worker(new URL(...))`: the worker is its own build, its URL a define.
    const worker = await buildCaptchaWorker({
      outdir: join(staging, 'assets'),
      publicPath: '/assets/',
      target: [TARGET],
    })
    const result = await bundle(staging, worker.define)
    const outputs = readOutputs(result.metafile, root, staging)
    const publicUrls = await copyPublicFiles(join(clientDir, 'public'), staging)
    const template = await readFile(join(clientDir, 'index.html'), 'utf8')
    await writeFile(join(staging, 'index.html'), renderHtml({ template, outputs, entry: ENTRY, publicUrls }))
    await bundleRenderer(staging, worker.define)
    await bundleEarlyPresses(staging)
    await buildOfflineCard(staging, outputs, publicUrls, hash)
    await buildRedirectPage(root, staging, TARGET)
    await writeSizeReport(staging, outputs, ENTRY, WELCOME)
    await precompress(staging)
    await writeFile(join(staging, BUILD_HASH_FILE), hash)
    await swapIn(staging, outdir)
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
  return true
}

/** The web app manifest and the service worker that keeps the home page and the card for offline use. */
async function buildOfflineCard(
  outdir: string,
  outputs: Outputs,
  publicUrls: Map<string, string>,
  hash: string,
) {
  const icon = publicUrls.get('favicon.svg')
  if (!icon) throw new Error('client/public/favicon.svg is missing: the web app manifest needs it')
  const pngIcons = await writeWebManifest(outdir, icon)
  const shellFiles = OFFLINE_SHELL.flatMap((entry) => {
    const url = outputs.url(entry)
    if (!url) throw new Error(`offline shell: no output for ${entry}`)
    return [url, ...outputs.staticImports(entry), outputs.cssUrl(entry) ?? []].flat()
  })
  await buildServiceWorker({
    root,
    outdir,
    target: TARGET,
    shellFiles: [...shellFiles, ...publicUrls.values(), ...pngIcons, `/${WEB_MANIFEST_FILE}`],
    version: hash,
  })
}

/** Builds only when client/**, shared/** or the lockfile changed since the last build. */
export function buildClientIfChanged(options: Omit<BuildOptions, 'force'> = {}): Promise<boolean> {
  return buildClient({ ...options, force: false })
}

async function swapIn(staging: string, outdir: string) {
  const old = `${outdir}.old-${process.pid}-${Date.now()}`
  await rename(outdir, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error
  })
  await rename(staging, outdir)
  await rm(old, { recursive: true, force: true })
}

if (import.meta.main) {
  const started = performance.now()
  const built = await buildClient({ force: !process.argv.includes('--if-changed') })
  if (built) {
    const sizes = JSON.parse(await readFile(join(defaultOutdir, '.sizes.json'), 'utf8')) as {
      welcomeJsGzipBytes: number
    }
    const ms = Math.round(performance.now() - started)
    console.log(
      `client built in ${ms} ms: ${relative(process.cwd(), defaultOutdir)} (welcome page JS ${sizes.welcomeJsGzipBytes} B gzip)`,
    )
  }
}
