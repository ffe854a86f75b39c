/**
 * `/api/account-settings`: the signed-in collector's communication preferences, online-advertising
 * consent and sound effects, a replacement card, and deleting the account (routes specification
 * §2.3, §3, §4, §7). Without a session: 401 with the login URL.
 */
import Type, { type Static } from 'typebox'
import { CardNumberSchema, errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'
import { LogoutResultSchema, SignedOutSchema } from './session.ts'

const tags = ['account-settings']

/** How the scheme may contact the collector: one consent per channel. */
const ContactPreferencesSchema = Type.Object(
  { email: Type.Boolean(), sms: Type.Boolean(), phone: Type.Boolean(), post: Type.Boolean() },
  { additionalProperties: false },
)
export type ContactPreferences = Static<typeof ContactPreferencesSchema>

/** Personalised online advertising (channel ONLINEAD). */
const AdvertisingConsentSchema = Type.Object({ consent: Type.Boolean() }, { additionalProperties: false })
export type AdvertisingConsent = Static<typeof AdvertisingConsentSchema>

const SoundEffectsSchema = Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false })
export type SoundEffects = Static<typeof SoundEffectsSchema>

const AccountReplacementTypeSchema = Type.Enum(['LOST', 'STOLEN', 'DAMAGED'])
export type AccountReplacementType = Static<typeof AccountReplacementTypeSchema>

const ReplaceCardBodySchema = Type.Object(
  {
    replacementType: AccountReplacementTypeSchema,
    /** A key tag instead of a card: only while key tags are in stock (isKeyTagStockEnabled). */
    keyTag: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type ReplaceCardBody = Static<typeof ReplaceCardBodySchema>

const ReplacedCardSchema = Type.Object(
  {
    cardNumber: CardNumberSchema,
    replacementType: AccountReplacementTypeSchema,
    cardType: Type.Enum(['CARD', 'KEYTAG']),
    /** YYYY-MM-DD: when the new card or key tag should arrive by post. */
    expectedArrival: Type.String({ format: 'date' }),
  },
  { additionalProperties: false },
)
export type ReplacedCard = Static<typeof ReplacedCardSchema>

const DeleteAccountBodySchema = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
)
export type DeleteAccountBody = Static<typeof DeleteAccountBodySchema>

export const ACCOUNT_SETTINGS_ERROR_CODES = {
  wrongPassword: 'WRONG_PASSWORD',
  keyTagUnavailable: 'KEY_TAG_UNAVAILABLE',
  deleteAccountUnavailable: 'DELETE_ACCOUNT_UNAVAILABLE',
} as const

export const ACCOUNT_SETTINGS_MESSAGES = {
  wrongPassword: "That password isn't right. Check it and try again.",
  keyTagUnavailable: 'Key tags are not available at the moment. Choose a card instead.',
  deleteAccountUnavailable: 'You cannot delete your account online at the moment.',
} as const

const SIGNED_IN_ERRORS = { 401: SignedOutSchema, ...errorResponses([502, 503, 504]) }
const CHANGE_ERRORS = { ...SIGNED_IN_ERRORS, ...errorResponses([400, 403, 429]) }

export const accountSettingsApi = {
  contactPreferences: defineEndpoint({
    method: 'GET',
    url: '/api/account-settings/contact-preferences',
    tags,
    summary: 'Communication preferences: e-mail, SMS, phone, post',
    response: { 200: ContactPreferencesSchema, ...SIGNED_IN_ERRORS },
  }),
  setContactPreferences: defineEndpoint({
    method: 'PUT',
    url: '/api/account-settings/contact-preferences',
    tags,
    summary: 'Change communication preferences',
    body: ContactPreferencesSchema,
    response: { 200: ContactPreferencesSchema, ...CHANGE_ERRORS },
  }),
  advertising: defineEndpoint({
    method: 'GET',
    url: '/api/account-settings/online-advertising',
    tags,
    summary: 'Whether the collector agrees to personalised online advertising',
    response: { 200: AdvertisingConsentSchema, ...SIGNED_IN_ERRORS },
  }),
  setAdvertising: defineEndpoint({
    method: 'PUT',
    url: '/api/account-settings/online-advertising',
    tags,
    summary: 'Give or withdraw the online-advertising consent',
    body: AdvertisingConsentSchema,
    response: { 200: AdvertisingConsentSchema, ...CHANGE_ERRORS },
  }),
  soundEffects: defineEndpoint({
    method: 'GET',
    url: '/api/account-settings/sound-effects',
    tags,
    summary: 'Whether the app plays sound effects',
    response: { 200: SoundEffectsSchema, ...SIGNED_IN_ERRORS },
  }),
  setSoundEffects: defineEndpoint({
    method: 'PUT',
    url: '/api/account-settings/sound-effects',
    tags,
    summary: 'Turn sound effects on or off',
    body: SoundEffectsSchema,
    response: { 200: SoundEffectsSchema, ...CHANGE_ERRORS },
  }),
  replaceCard: defineEndpoint({
    method: 'POST',
    url: '/api/account-settings/replace-card',
    tags,
    summary: 'Replace the card: the old one is blocked at once and the points move to the new number',
    body: ReplaceCardBodySchema,
    response: { 200: ReplacedCardSchema, ...CHANGE_ERRORS },
  }),
  deleteAccount: defineEndpoint({
    method: 'POST',
    url: '/api/account-settings/delete-account',
    tags,
    summary:
      'Delete the account, confirmed with the password: every session ends and the answer says where to go',
    body: DeleteAccountBodySchema,
    response: { 200: LogoutResultSchema, ...CHANGE_ERRORS, ...errorResponses([404]) },
  }),
}
