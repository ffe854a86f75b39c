/**
 * What the page benches share (home-page.ts, prices-page.ts): the whole product on loopback with a
 * fresh build and data set, a navigation timed in Chromium with the CPU slowed 4× (CDP
 * Emulation.setCPUThrottlingRate) until the page notes a moment on `window`, medians, and the gzip
 * bytes of the scripts a page really loads.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { BrowserContext } from 'playwright-core'
import { buildClient, defaultOutdir } from '../client/build.ts'
import { type Config, loadConfig } from '../config/env.ts'
import { buildGateway } from '../server/gateway/server.ts'
import { startUpstream } from '../server/upstream/server.ts'

export const CPU_SLOWDOWN = 4
export const PHONE_VIEWPORT = { width: 390, height: 844 }

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** A fresh client build, then the upstream and the gateway on free loopback ports over a new data set. */
export async function startProduct(name: string): Promise<{ config: Config; close: () => Promise<void> }> {
  await buildClient({ force: true })
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`))
  const port = await freePort()
  const base = { DATA_DIR: dataDir, PORT: String(port), UPSTREAM_PORT: '0', LOG_LEVEL: 'warn' }
  const upstream = await startUpstream(loadConfig(base))
  const upstreamPort = (upstream.server.address() as { port: number }).port
  const config = loadConfig({ ...base, UPSTREAM_PORT: String(upstreamPort) })
  const gateway = await buildGateway(config)
  await gateway.listen({ port, host: config.HOST })
  return {
    config,
    close: async () => {
      await gateway.close()
      await upstream.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Opens `path` with the CPU slowed (and the HTTP cache off when `cold`) and answers the page's own
 * clock at `window[mark]`, which an init script of the context notes.
 */
export async function timeTo(
  context: BrowserContext,
  path: string,
  mark: string,
  cold: boolean,
): Promise<number> {
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    if (cold) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await page.goto(path)
    const shownAt = await page.waitForFunction(
      (name) => (window as unknown as Record<string, number | undefined>)[name],
      mark,
      { timeout: 60_000 },
    )
    return Math.round((await shownAt.jsonValue()) as number)
  } finally {
    await page.close()
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2)
}

/** The /assets/*.js files a page loads until the network is quiet. */
export async function scriptsOf(context: BrowserContext, path: string): Promise<Set<string>> {
  const page = await context.newPage()
  const scripts = new Set<string>()
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname)
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  await page.close()
  return scripts
}

export const gzipBytesOf = (scripts: Iterable<string>) =>
  [...scripts].reduce(
    (sum, url) => sum + gzipSync(readFileSync(join(defaultOutdir, url)), { level: 9 }).length,
    0,
  )
