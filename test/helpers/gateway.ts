/**
 * The real gateway for a test: `buildGateway(loadConfig(...))` with a temporary DATA_DIR, test-only
 * routes registered before ready (they get every hook and decorator of the app, since the app is
 * registered with fastify-plugin), and closed in teardown.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { DestinationStream } from 'pino'
import type { Test } from 'tap'
import { type Config, loadConfig } from '../../config/env.ts'
import { scopeAccess } from '../../server/gateway/plugins/routing/route-policy.ts'
import type { BuildOptions } from '../../server/gateway/server.ts'
import { buildGateway } from './public-host.ts'

export type TestGatewayOptions = {
  /** Adds test-only routes (or hooks) to the built gateway before it is ready. */
  register?: (fastify: FastifyInstance) => void | Promise<void>
  /** Captures log lines; without it the gateway logs nothing. */
  logStream?: DestinationStream
  /** The built client directory (default: none, pages answer 503). */
  clientDir?: string
  /** The identity provider's fetch and the login clock (see plugins/app/identity/oidc-client.ts). */
  identityLogin?: BuildOptions['identityLogin']
  /** The session clock (idle and absolute expiry). */
  now?: () => number
  /** The switches' definitions and remote config (a route gated behind a switch that is off). */
  featureSwitches?: BuildOptions['featureSwitches']
}

export type TestGateway = Awaited<ReturnType<typeof buildGateway>>

export async function buildTestGateway(
  t: Test,
  overrides: Record<string, string | undefined> = {},
  options: TestGatewayOptions = {},
): Promise<TestGateway> {
  // Not t.testdir(): that is one directory per test, wiped by each call, and a test may build
  // several gateways or keep its own fixtures there.
  const dir = mkdtempSync(join(tmpdir(), 'gateway-test-'))
  let close = async () => {}
  t.teardown(async () => {
    await close()
    rmSync(dir, { recursive: true, force: true })
  })
  const config = loadConfig({
    DATA_DIR: join(dir, 'data'),
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    // Nothing listens on the discard port: an accidental upstream call fails fast.
    UPSTREAM_PORT: '9',
    // A loaded test machine stalls the loop for a second at times: that is the machine's, not an
    // overload to shed. The overload tests set their own (test/gateway/operations/overload.test.ts).
    MAX_EVENT_LOOP_DELAY_MS: '60000',
    ...overrides,
  })
  const fastify = await buildGateway(config, {
    clientDir: options.clientDir ?? join(dir, 'no-client'),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.identityLogin ? { identityLogin: options.identityLogin } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.featureSwitches ? { featureSwitches: options.featureSwitches } : {}),
  })
  close = () => fastify.close()
  // Test-only routes are public unless they declare otherwise (the route policy refuses a route without access).
  if (options.register)
    await fastify.register(async (instance) => {
      scopeAccess(instance, 'public')
      await options.register?.(instance)
    })
  await fastify.ready()
  return fastify
}

/** Headers of a same-origin call from the client's API module (CSRF rule). */
export function sameOriginHeaders(config: Pick<Config, 'PUBLIC_ORIGIN'>) {
  return { 'x-requested-with': 'fetch', 'sec-fetch-site': 'same-origin', origin: config.PUBLIC_ORIGIN }
}
