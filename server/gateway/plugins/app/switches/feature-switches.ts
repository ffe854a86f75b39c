/**
 * `fastify.featureSwitches`: each request's switch values, evaluated once per request from the
 * environment's values (config/switches.ts), the remote config (REMOTE_CONFIG_URL, cached, off on
 * any failure) and the switches the URL parameter forced and a cookie remembers (any but maintenance
 * outside prod, only forceable ones in prod; with a tester token outside local mode, see
 * switches/forced-switches.ts). Plus the faux switches the faux-switch parameter set.
 * @see https://fastify.dev/docs/latest/Reference/Decorators/
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  evaluateSwitches,
  honouredForcedSwitches,
  SWITCHES,
  type SwitchDefinition,
} from '../../../../../config/switches.ts'
import type { SwitchName, SwitchValues } from '../../../../../shared/switches.ts'
import { type Remembered, rememberedSwitches } from './forced-switches.ts'
import { createRemoteConfig, type RemoteConfig } from './remote-config.ts'

export type FeatureSwitchOptions = {
  /** Replaces config/switches.ts (tests gate a route behind a switch that is off). */
  definitions?: Readonly<Record<SwitchName, SwitchDefinition>>
  remoteTtlMs?: number
  remoteTimeoutMs?: number
  /** The clock of the remote-config cache and of tester-token expiry. */
  now?: () => number
}

type FeatureSwitches = {
  /** Every switch's value for this request. */
  values(request: FastifyRequest): Promise<SwitchValues>
  /** Every switch's value for a browser that forces none: what the pages rendered to HTML show. */
  unforced(): Promise<SwitchValues>
  /** The faux switches this browser set (never in prod). */
  faux(request: FastifyRequest): readonly string[]
  remoteConfig: RemoteConfig
}

declare module 'fastify' {
  interface FastifyInstance {
    featureSwitches: FeatureSwitches
  }
}

async function featureSwitches(fastify: FastifyInstance, opts: { featureSwitches?: FeatureSwitchOptions }) {
  const { config } = fastify
  const { definitions = SWITCHES, ...remoteOptions } = opts.featureSwitches ?? {}
  const remoteConfig = createRemoteConfig({
    url: config.REMOTE_CONFIG_URL,
    log: fastify.log,
    ...(remoteOptions.remoteTtlMs === undefined ? {} : { ttlMs: remoteOptions.remoteTtlMs }),
    ...(remoteOptions.remoteTimeoutMs === undefined ? {} : { timeoutMs: remoteOptions.remoteTimeoutMs }),
    ...(remoteOptions.now ? { now: remoteOptions.now } : {}),
  })
  const now = remoteOptions.now ?? Date.now
  const remembered = new WeakMap<FastifyRequest, Remembered>()
  const evaluated = new WeakMap<FastifyRequest, Promise<SwitchValues>>()
  const honour = (appEnv: typeof config.APP_ENV, names: readonly SwitchName[]) =>
    honouredForcedSwitches(appEnv, names, definitions)

  // Every request, pages and API alike: a forcing URL is remembered whatever it points at.
  fastify.addHook('onRequest', async (request, reply) => {
    remembered.set(request, rememberedSwitches(request, reply, config, honour, now))
  })
  fastify.addHook('onSend', async (request, reply) => {
    // It carries this browser's cookie: no shared cache may keep it.
    if (remembered.get(request)?.wroteCookie) reply.header('cache-control', 'no-store')
  })

  function values(request: FastifyRequest): Promise<SwitchValues> {
    const known = evaluated.get(request)
    if (known) return known
    const forced = remembered.get(request)?.forced ?? []
    const result = remoteConfig
      .values()
      .then((remote) => evaluateSwitches(config.APP_ENV, { force: forced.join(','), remote }, definitions))
    evaluated.set(request, result)
    return result
  }

  fastify.decorate('featureSwitches', {
    values,
    unforced: () =>
      remoteConfig.values().then((remote) => evaluateSwitches(config.APP_ENV, { remote }, definitions)),
    faux: (request: FastifyRequest) => remembered.get(request)?.faux ?? [],
    remoteConfig,
  })
}

export default fp(featureSwitches, { name: 'feature-switches', dependencies: ['session'] })
