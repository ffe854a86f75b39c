/**
 * The management API's signed-in account settings (routes specification §3, §7): communication
 * preferences (`contact-preferences/nectar`), the online-advertising consent
 * (`contact-preferences/cpm`, channel ONLINEAD), the sound-effects choice, a replacement card for the
 * signed-in collector (`replacement-card?replacementType=…`, the key-tag variant with
 * `cardType=KEYTAG`) and the account's deletion (`session/anonymise`). Every call carries the
 * collector's bearer token; URLs are relative to the management API's base URL.
 */
import Type, { type Static } from 'typebox'
import { defineEndpoint } from '../endpoint.ts'
import { ReplacementTypeSchema } from './card-self-service.ts'
import { BearerErrors, NoContentSchema, UpstreamErrorSchema } from './common.ts'

const tags = ['management']

/** The channels of `contact-preferences/nectar`: how the scheme may contact the collector. */
export const CONTACT_CHANNELS = ['EMAIL', 'SMS', 'PHONE', 'POST'] as const
const ContactChannelSchema = Type.Enum(['EMAIL', 'SMS', 'PHONE', 'POST'])
export type ContactChannel = Static<typeof ContactChannelSchema>

/** One consent per channel (spec §3 Contact preferences: channel and consent). */
const ContactPreferencesSchema = Type.Object({
  contactPreferences: Type.Array(Type.Object({ channel: ContactChannelSchema, consent: Type.Boolean() }), {
    minItems: 1,
    maxItems: CONTACT_CHANNELS.length,
  }),
})
export type ContactPreferences = Static<typeof ContactPreferencesSchema>

/** The advertising channels of `contact-preferences/cpm`: ONLINEAD (spec §3). */
const AdvertisingChannelSchema = Type.Literal('ONLINEAD')
const AdvertisingPreferencesSchema = Type.Object({
  contactPreferences: Type.Array(
    Type.Object({ channel: AdvertisingChannelSchema, consent: Type.Boolean() }),
    {
      minItems: 1,
      maxItems: 1,
    },
  ),
})
export type AdvertisingPreferences = Static<typeof AdvertisingPreferencesSchema>

const SoundEffectsSchema = Type.Object({ enabled: Type.Boolean() })

const CardTypeSchema = Type.Union([Type.Literal('CARD'), Type.Literal('KEYTAG')])

const Refused = { 400: UpstreamErrorSchema } as const

export const nectarContactPreferences = defineEndpoint({
  method: 'GET',
  url: '/contact-preferences/nectar',
  summary: "The collector's communication preferences: e-mail, SMS, phone, post",
  tags,
  response: { 200: ContactPreferencesSchema, ...BearerErrors },
})

export const updateNectarContactPreferences = defineEndpoint({
  method: 'PUT',
  url: '/contact-preferences/nectar',
  summary: 'Change communication preferences (the channels named; the others stay as they were)',
  tags,
  body: ContactPreferencesSchema,
  response: { 200: ContactPreferencesSchema, ...Refused, ...BearerErrors },
})

export const advertisingPreferences = defineEndpoint({
  method: 'GET',
  url: '/contact-preferences/cpm',
  summary: "The collector's online-advertising consent",
  tags,
  querystring: Type.Object({ channel: AdvertisingChannelSchema }),
  response: { 200: AdvertisingPreferencesSchema, ...BearerErrors },
})

export const updateAdvertisingPreferences = defineEndpoint({
  method: 'POST',
  url: '/contact-preferences/cpm',
  summary: 'Give or withdraw the online-advertising consent',
  tags,
  body: AdvertisingPreferencesSchema,
  response: { 200: AdvertisingPreferencesSchema, ...Refused, ...BearerErrors },
})

export const soundEffects = defineEndpoint({
  method: 'GET',
  url: '/preferences/sound-effects',
  summary: 'Whether the app plays sound effects for the collector',
  tags,
  response: { 200: SoundEffectsSchema, ...BearerErrors },
})

export const updateSoundEffects = defineEndpoint({
  method: 'PUT',
  url: '/preferences/sound-effects',
  summary: 'Turn sound effects on or off',
  tags,
  body: SoundEffectsSchema,
  response: { 200: SoundEffectsSchema, ...BearerErrors },
})

const ReplacementCardSchema = Type.Object({
  cardNumber: Type.String({ pattern: '^[0-9]{11}$' }),
  replacementType: ReplacementTypeSchema,
  cardType: CardTypeSchema,
  /** The date (YYYY-MM-DD) by which the new card or key tag should arrive by post. */
  expectedArrival: Type.String({ format: 'date' }),
})

/** The old card is blocked at once and the balance moves to the new number, in one transaction. */
export const replacementCard = defineEndpoint({
  method: 'POST',
  url: '/replacement-card',
  summary: "Replace the signed-in collector's card (lost, stolen or damaged)",
  tags,
  querystring: Type.Object({
    replacementType: ReplacementTypeSchema,
    cardType: Type.Optional(Type.Literal('KEYTAG')),
  }),
  body: Type.Object({}),
  response: { 200: ReplacementCardSchema, ...Refused, ...BearerErrors },
})

/**
 * Deletes the account: the password confirms it (a wrong one is a 403 `WRONG_PASSWORD`); personal
 * data is removed or anonymised, transactions stay without identity, the provider's sessions end
 * and the e-mail address is free to register again.
 */
export const anonymiseAccount = defineEndpoint({
  method: 'DELETE',
  url: '/session/anonymise',
  summary: "Delete the signed-in collector's account (anonymise it)",
  tags,
  body: Type.Object({ password: Type.String({ minLength: 1, maxLength: 200 }) }),
  // 429: the account's sign-in budget is spent (the password is checked on it).
  response: { 204: NoContentSchema, 403: UpstreamErrorSchema, 429: UpstreamErrorSchema, ...BearerErrors },
})
