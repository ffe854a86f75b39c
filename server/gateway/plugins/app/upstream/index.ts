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
import { createAccountClient } from './account.ts'
import { createAccountSettingsClient } from './account-settings.ts'
import { createBrandsClient } from './brands.ts'
import { createCaller } from './call.ts'
import { createCardSelfServiceClient } from './card-self-service.ts'
import { createContentClient } from './content.ts'
import { createEmailConfirmationClient } from './email-confirmation.ts'
import { createEventsClient } from './events.ts'
import { createIdentityClient } from './identity.ts'
import { createLinkedPartnersClient } from './linked-partners.ts'
import { createManagementClient } from './management.ts'
import { createOffersClient } from './offers.ts'
import { createPricesClient } from './prices.ts'
import { createRedemptionLockClient } from './redemption-lock.ts'
import {
  type CallContext,
  createRestClient,
  type RestClientOptions,
  type UpstreamLogger,
} from './rest-client.ts'
import { createSavingsClient } from './savings.ts'
import { createSelfServiceClient } from './self-service.ts'
import { createTransactionsClient } from './transactions.ts'
import { createUnsubscribeClient } from './unsubscribe.ts'
import { createVouchersClient } from './vouchers.ts'

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
    /** The anonymous card self-service calls, on the management API's base URL. */
    cardSelfService: createCardSelfServiceClient(clients.management),
    /** The management API's anonymous calls, on its pool. */
    selfService: createSelfServiceClient(clients.management),
    /** The collector's linked partner accounts, on the management API's pool. */
    linkedPartners: createLinkedPartnersClient(clients.management),
    offers: createOffersClient(clients.offers),
    content: createContentClient(clients.content),
    /** The brands' lists, panels and categories, on the content API. */
    brands: createBrandsClient(clients.content),
    /** The price-promotion records, static catalogue data on the content API. */
    prices: createPricesClient(clients.content),
    /** The event pages' catalogue and the collector's year in review, on the content API. */
    events: createEventsClient(clients.content),
    unsubscribe: createUnsubscribeClient(clients.management),
    /** The collector's vouchers, the rewards and redemptions, on the offers API's pool. */
    vouchers: createVouchersClient(clients.offers),
    /** `v1/collectors/redemption-status`, on the management API's pool. */
    redemptionLock: createRedemptionLockClient(clients.management),

    /** Savings, Nectar Prices transactions and digital receipts, on the management API's pool. */
    savings: createSavingsClient(clients.management),

    /** The signed-in account settings: preferences, card replacement, deletion. */
    accountSettings: createAccountSettingsClient(clients.management),
    emailConfirmation: createEmailConfirmationClient(clients.management),
    /** The signed-in account calls (details, codes, e-mail, mobile, password), on the management pool. */
    account: createAccountClient(clients.management),

    /** The collector's transactions, totals and breakdown, on the management API's pool. */
    transactions: createTransactionsClient(clients.management),
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

type Upstream = ReturnType<typeof createUpstream>

declare module 'fastify' {
  interface FastifyInstance {
    upstream: Upstream
  }
}

async function upstreamPlugin(fastify: FastifyInstance, opts: { upstreamTuning?: UpstreamTuning }) {
  const { metrics } = fastify
  const upstream = createUpstream(fastify.config, fastify.log, {
    ...opts.upstreamTuning,
    ...(metrics && { onCall: metrics.upstreamCall }),
  })
  fastify.decorate('upstream', upstream)
  fastify.addHook('onClose', async () => upstream.close())
}

export default fp(upstreamPlugin, { name: 'upstream', fastify: '5.x' })
