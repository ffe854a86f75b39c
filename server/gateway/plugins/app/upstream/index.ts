/**
 * `fastify.upstream`: one client per upstream API family over undici pools, plus `ping()` for
 * the readiness check. Pools close with the server.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/index.ts
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../../../../config/env.ts'
import { upstreamsOf } from '../../../../../config/upstreams.ts'
import { healthz } from '../../../../../shared/contract/upstream/identity.ts'
import { createCaller } from './call.ts'
import { createContentClient } from './content.ts'
import { createIdentityClient } from './identity.ts'
import { createManagementClient } from './management.ts'
import { createOffersClient } from './offers.ts'
import {
  type CallContext,
  createRestClient,
  type RestClientOptions,
  type UpstreamLogger,
} from './rest-client.ts'

/** Test seams: injected sleep, random and retry policy; never set in production. */
export type UpstreamTuning = Omit<Partial<RestClientOptions>, 'name' | 'baseUrl' | 'log'> & {
  pingTimeoutMs?: number
}

type Family = 'identity' | 'management' | 'offers' | 'content'

export function createUpstream(config: Config, log: UpstreamLogger, tuning: UpstreamTuning = {}) {
  const blocks = upstreamsOf(config)
  const { pingTimeoutMs = Math.min(2000, blocks.identity.timeoutMs), ...restTuning } = tuning
  const rest = (name: Family) => {
    const { url, timeoutMs, retries } = blocks[name]
    return createRestClient({ name, baseUrl: url, timeoutMs, retries, log, ...restTuning })
  }
  const clients = {
    identity: rest('identity'),
    management: rest('management'),
    offers: rest('offers'),
    content: rest('content'),
  }

  return {
    identity: createIdentityClient(clients.identity),
    management: createManagementClient(clients.management),
    offers: createOffersClient(clients.offers),
    content: createContentClient(clients.content),
    /** Resolves when the identity API answers 2xx on /healthz; throws an UpstreamError otherwise. */
    ping: async (context: CallContext = {}): Promise<void> => {
      await createCaller(clients.identity).call(healthz, {
        ...context,
        timeoutMs: pingTimeoutMs,
        retry: false,
        responseType: 'ignore',
      })
    },
    close: async (): Promise<void> => {
      await Promise.all(Object.values(clients).map((client) => client.close()))
    },
  }
}

export type Upstream = ReturnType<typeof createUpstream>

declare module 'fastify' {
  interface FastifyInstance {
    upstream: Upstream
  }
}

async function upstreamPlugin(fastify: FastifyInstance, opts: { upstreamTuning?: UpstreamTuning }) {
  const upstream = createUpstream(fastify.config, fastify.log, opts.upstreamTuning)
  fastify.decorate('upstream', upstream)
  fastify.addHook('onClose', async () => upstream.close())
}

export default fp(upstreamPlugin, { name: 'upstream', fastify: '5.x' })
