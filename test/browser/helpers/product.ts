/**
 * The whole product on ephemeral loopback ports, as a visitor meets it: the reference upstream with a
 * fresh data directory (a copy of the run's seeded store when the runner made one), and the gateway
 * serving the built client. Torn down with the test.
 */
import type { AddressInfo } from 'node:net'
import type { Test } from 'tap'
import { buildClientIfChanged } from '../../../client/build.ts'
import { type Config, loadConfig } from '../../../config/env.ts'
import { type BuildOptions, buildGateway } from '../../../server/gateway/server.ts'
import { startUpstream } from '../../../server/upstream/server.ts'
import { freePort } from '../../helpers/free-port.ts'
import { seededStoreEnv } from '../../helpers/seeded-store.ts'

/** `upstreamOrigin` is the reference upstream's own address, for the calls a partner would make. */
export type Product = { origin: string; upstreamOrigin: string; config: Config }

/**
 * Environment variables and gateway options (switch definitions, for one) for one product;
 * `inFront` starts a server between gateway and upstream (a fault proxy) and gives its port.
 */
export type ProductOptions = {
  env?: Record<string, string>
  gateway?: BuildOptions
  inFront?: (upstreamOrigin: string) => Promise<number>
}

export async function startProduct(
  t: Test,
  { env = {}, gateway: options, inFront }: ProductOptions = {},
): Promise<Product> {
  await buildClientIfChanged()
  const port = await freePort()
  const base = {
    DATA_DIR: t.testdir(),
    PORT: String(port),
    UPSTREAM_PORT: '0',
    LOG_LEVEL: 'error',
    // The store, the servers and the test share one process on a shared machine: a slow second
    // there is the machine's, not an overload to shed (test/gateway/operations/overload.test.ts).
    MAX_EVENT_LOOP_DELAY_MS: '60000',
    ...seededStoreEnv(env),
    ...env,
  }
  const upstreamConfig = loadConfig(base)
  const upstream = await startUpstream(upstreamConfig)
  let gateway: Awaited<ReturnType<typeof buildGateway>> | undefined
  // The gateway closes before the upstream it calls.
  t.teardown(async () => {
    await gateway?.close()
    await upstream.close()
  })
  const upstreamPort = (upstream.server.address() as AddressInfo).port
  const upstreamOrigin = `http://${upstreamConfig.UPSTREAM_HOST}:${upstreamPort}`
  const gatewayCalls = inFront ? await inFront(upstreamOrigin) : upstreamPort
  const config = loadConfig({ ...base, UPSTREAM_PORT: String(gatewayCalls) })
  gateway = await buildGateway(config, options)
  await gateway.listen({ port, host: config.HOST })
  return {
    origin: config.PUBLIC_ORIGIN,
    upstreamOrigin,
    config,
  }
}
