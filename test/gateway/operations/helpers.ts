/**
 * Builds the real gateway for the operations suites: a temporary DATA_DIR, a tiny built client
 * (index.html plus one hashed asset with .br and .gz siblings) and a captured log stream.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import type { Test } from 'tap'
import { loadConfig } from '../../../config/env.ts'
import { buildGateway } from '../../helpers/public-host.ts'

export const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Shell</title></head><body></body></html>\n'
export const ASSET_PATH = '/assets/main-3f9a2c1b.js'
export const ASSET_SOURCE = `${'export const greeting = "hello from the client bundle"\n'.repeat(40)}`

/** A built client in `dir`: the shell and one hashed asset with brotli and gzip siblings. */
export function writeClient(dir: string): string {
  mkdirSync(join(dir, 'assets'), { recursive: true })
  writeFileSync(join(dir, 'index.html'), INDEX_HTML)
  const asset = join(dir, ASSET_PATH)
  writeFileSync(asset, ASSET_SOURCE)
  writeFileSync(`${asset}.br`, brotliCompressSync(ASSET_SOURCE))
  writeFileSync(`${asset}.gz`, gzipSync(ASSET_SOURCE))
  return dir
}

type LogLine = { level: number; msg: string; reqId?: string; [key: string]: unknown }

export function logSink() {
  const raw: string[] = []
  return {
    raw,
    lines: () => raw.map((line) => JSON.parse(line) as LogLine),
    stream: { write: (line: string) => void raw.push(line) },
  }
}

type GatewayTestOptions = { env?: Record<string, string>; clientDir?: string | null }

/** The real gateway on `inject`; closed at the end of the test. */
export async function gatewayFor(t: Test, { env = {}, clientDir }: GatewayTestOptions = {}) {
  const root = t.testdir({ data: {}, dist: {} })
  const config = loadConfig({ DATA_DIR: join(root, 'data'), LOG_LEVEL: 'info', UPSTREAM_PORT: '9', ...env })
  const logs = logSink()
  const dir = clientDir === null ? join(root, 'missing') : (clientDir ?? writeClient(join(root, 'dist')))
  const app = await buildGateway(config, { clientDir: dir, logStream: logs.stream })
  t.teardown(() => app.close())
  return { app, config, logs }
}

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void

/** A stand-in upstream on loopback that records every request it receives. */
export async function fakeUpstream(t: Test, handler: Handler) {
  const seen: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: string }> = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString()
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      handler(req, body, res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => new Promise((resolve) => server.close(resolve)))
  return { port: (server.address() as AddressInfo).port, seen }
}
