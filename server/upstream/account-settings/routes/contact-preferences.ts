/**
 * GET and PUT /contact-preferences/nectar (e-mail, SMS, phone, post) and GET and POST
 * /contact-preferences/cpm (the online-advertising consent, channel ONLINEAD): the signed-in
 * collector's own preferences only (management API, routes specification §3, §7).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import {
  advertisingPreferences,
  CONTACT_CHANNELS,
  nectarContactPreferences,
  updateAdvertisingPreferences,
  updateNectarContactPreferences,
} from '../../../../shared/contract/upstream/account-settings.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import type { ContactConsents } from '../repository.ts'

const asList = (consents: ContactConsents) => ({
  contactPreferences: CONTACT_CHANNELS.map((channel) => ({ channel, consent: consents[channel] })),
})

const DUPLICATE = { code: 'DUPLICATE_CHANNEL', message: 'Each channel may be named once' } as const

const contactPreferences: FastifyPluginAsyncTypebox = async (fastify) => {
  const repository = fastify.accountSettingsRepository

  fastify.route({
    ...routeOf(nectarContactPreferences),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      return asList(await repository.contactPreferences(caller.collectorId))
    },
  })

  fastify.route({
    ...routeOf(updateNectarContactPreferences),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const changes = request.body.contactPreferences
      if (new Set(changes.map((change) => change.channel)).size !== changes.length)
        throw new UpstreamRefusal(400, DUPLICATE)
      return asList(await repository.setContactPreferences(caller.collectorId, changes))
    },
  })

  fastify.route({
    ...routeOf(advertisingPreferences),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const consent = await repository.advertisingConsent(caller.collectorId)
      return { contactPreferences: [{ channel: 'ONLINEAD' as const, consent }] }
    },
  })

  fastify.route({
    ...routeOf(updateAdvertisingPreferences),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const [wanted] = request.body.contactPreferences
      if (!wanted) throw new UpstreamRefusal(400, DUPLICATE)
      const consent = await repository.setAdvertisingConsent(caller.collectorId, wanted.consent)
      return { contactPreferences: [{ channel: 'ONLINEAD' as const, consent }] }
    },
  })
}

export default contactPreferences
