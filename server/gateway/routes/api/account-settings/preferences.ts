/**
 * The signed-in collector's preferences: communication (`GET`/`PUT contact-preferences/nectar`),
 * online advertising (`GET contact-preferences/cpm?channel=ONLINEAD`, `POST contact-preferences/cpm`)
 * and sound effects. The browser sees plain fields; the upstream's lists stay here.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  type AdvertisingConsent,
  accountSettingsApi,
  type ContactPreferences,
} from '../../../../../shared/contract/account-settings.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import type {
  AdvertisingPreferences,
  ContactChannel,
  ContactPreferences as UpstreamContactPreferences,
} from '../../../../../shared/contract/upstream/account-settings.ts'

const FIELD: Record<ContactChannel, keyof ContactPreferences> = {
  EMAIL: 'email',
  SMS: 'sms',
  PHONE: 'phone',
  POST: 'post',
}

const fromUpstream = ({ contactPreferences }: UpstreamContactPreferences): ContactPreferences => {
  const preferences = { email: false, sms: false, phone: false, post: false }
  for (const { channel, consent } of contactPreferences) preferences[FIELD[channel]] = consent
  return preferences
}

const toUpstream = (preferences: ContactPreferences): UpstreamContactPreferences => ({
  contactPreferences: (Object.keys(FIELD) as ContactChannel[]).map((channel) => ({
    channel,
    consent: preferences[FIELD[channel]],
  })),
})

const consentOf = ({ contactPreferences }: AdvertisingPreferences): AdvertisingConsent => ({
  consent: contactPreferences.some((preference) => preference.channel === 'ONLINEAD' && preference.consent),
})

const preferences: FastifyPluginAsyncTypebox = async (fastify) => {
  const client = fastify.upstream.accountSettings
  const changeLimit = { max: 30, timeWindow: 60_000 }

  fastify.route({
    ...routeOf(accountSettingsApi.contactPreferences),
    config: { access: 'session' },
    handler: async (request) =>
      fromUpstream(await client.contactPreferences(await request.accessToken(), { log: request.log })),
  })

  fastify.route({
    ...routeOf(accountSettingsApi.setContactPreferences),
    config: { access: 'session', stateChanging: true, rateLimit: changeLimit },
    handler: async (request) =>
      fromUpstream(
        await client.setContactPreferences(await request.accessToken(), toUpstream(request.body), {
          log: request.log,
        }),
      ),
  })

  fastify.route({
    ...routeOf(accountSettingsApi.advertising),
    config: { access: 'session' },
    handler: async (request) =>
      consentOf(await client.advertisingPreferences(await request.accessToken(), { log: request.log })),
  })

  fastify.route({
    ...routeOf(accountSettingsApi.setAdvertising),
    config: { access: 'session', stateChanging: true, rateLimit: changeLimit },
    handler: async (request) =>
      consentOf(
        await client.setAdvertisingConsent(await request.accessToken(), request.body.consent, {
          log: request.log,
        }),
      ),
  })

  fastify.route({
    ...routeOf(accountSettingsApi.soundEffects),
    config: { access: 'session' },
    handler: async (request) => {
      const { enabled } = await client.soundEffects(await request.accessToken(), { log: request.log })
      return { enabled }
    },
  })

  fastify.route({
    ...routeOf(accountSettingsApi.setSoundEffects),
    config: { access: 'session', stateChanging: true, rateLimit: changeLimit },
    handler: async (request) => {
      const token = await request.accessToken()
      const { enabled } = await client.setSoundEffects(token, request.body.enabled, { log: request.log })
      return { enabled }
    },
  })
}

export default preferences
