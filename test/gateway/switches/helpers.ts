/**
 * The real gateway for the switch suites: a temporary DATA_DIR, a minimal built client (so pages
 * answer 200), captured logs, and feature-switch options (definitions, remote-config timings).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Test } from 'tap'
import { loadConfig } from '../../../config/env.ts'
import type { FeatureSwitchOptions } from '../../../server/gateway/plugins/app/switches/feature-switches.ts'
import { mintTesterToken } from '../../../server/gateway/plugins/app/switches/tester-token.ts'
import { scopeAccess } from '../../../server/gateway/plugins/routing/route-policy.ts'
import { buildGateway } from '../../helpers/public-host.ts'

/** The key the switch gateways sign tester tokens with. */
export const TESTER_KEY = 'tester-key-0123456789abcdef0123456789abcdef'

/** A tester token for the switch gateways, valid for an hour from `now`. */
export const testerToken = (now = Date.now()) => mintTesterToken(TESTER_KEY, now + 3_600_000)

export const SHELL =
  '<!doctype html><html lang="en-GB"><head><title>Loading</title><link rel="stylesheet" href="/assets/index-X.css">' +
  '<script type="module" src="/assets/main-X.js"></script></head><body><div id="root"></div>' +
  '<noscript><p>You need JavaScript.</p></noscript></body></html>\n'

/** Secrets preprod and prod require (local mode generates its own). */
const SECRETS = {
  SESSION_KEYS: 'a'.repeat(43),
  OIDC_CLIENT_SECRET: 'b'.repeat(43),
  CAPTCHA_HMAC_KEY: 'c'.repeat(43),
  SWITCHES_TESTER_KEY: TESTER_KEY,
}

type LogLine = { level: number; msg: string; [key: string]: unknown }

export type SwitchGatewayOptions = {
  env?: Record<string, string>
  featureSwitches?: FeatureSwitchOptions
  /** Test-only routes, registered before ready. */
  register?: (fastify: FastifyInstance) => void | Promise<void>
}

export async function switchGateway(
  t: Test,
  { env = {}, featureSwitches, register }: SwitchGatewayOptions = {},
) {
  const root = mkdtempSync(join(tmpdir(), 'switches-test-'))
  const clientDir = join(root, 'dist')
  mkdirSync(clientDir, { recursive: true })
  writeFileSync(join(clientDir, 'index.html'), SHELL)
  const config = loadConfig({
    DATA_DIR: join(root, 'data'),
    LOG_LEVEL: 'info',
    UPSTREAM_PORT: '9',
    ...SECRETS,
    ...env,
  })
  const raw: string[] = []
  const app = await buildGateway(config, {
    clientDir,
    logStream: { write: (line: string) => void raw.push(line) },
    ...(featureSwitches ? { featureSwitches } : {}),
  })
  t.teardown(async () => {
    await app.close()
    rmSync(root, { recursive: true, force: true })
  })
  // Test-only routes are public unless they declare otherwise (the route policy refuses a route without access).
  if (register)
    await app.register(async (instance) => {
      scopeAccess(instance, 'public')
      await register(instance)
    })
  await app.ready()
  const logs = () => raw.map((line) => JSON.parse(line) as LogLine)
  return { app, config, logs }
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void

/** A loopback HTTP server (remote config, upstream stand-in) that counts its requests. */
export async function loopbackServer(t: Test, handler: Handler) {
  const seen: Array<{ method: string; url: string; headers: IncomingMessage['headers'] }> = []
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers })
    handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  )
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, port, seen }
}

/** The Cookie header that sends back every cookie a response set. */
export function cookiesOf(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  return list.map((cookie) => cookie.split(';', 1)[0]).join('; ')
}
