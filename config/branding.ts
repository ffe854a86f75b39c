/**
 * Scheme branding and per-environment identity and phone settings. The environment can
 * override the name and careline (SCHEME_NAME, CARELINE_PHONE); the rest is fixed here.
 */
import { CARD_PREFIX } from '../shared/constants/limits.ts'
import type { AppEnv } from '../shared/switches.ts'
import { DEFAULT_SCHEME_NAME } from '../shared/validation/messages.ts'

export const BRANDING = {
  schemeName: DEFAULT_SCHEME_NAME,
  cardPrefix: CARD_PREFIX,
  carelinePhone: '0345 600 0011',
  /** The help popup's FAQ link: the product's own help page. */
  faqUrl: '/help',
} as const

/**
 * The identity provider's host when the scheme's own provider is used instead of the
 * reference one (OIDC_ISSUER wins when set). Production and non-production differ.
 */
export const IDENTITY_HOSTS = {
  prod: 'https://account.nectar.com',
  nonProd: 'https://account.preprod.nectar.com',
} as const

export const identityHost = (appEnv: AppEnv): string =>
  appEnv === 'prod' ? IDENTITY_HOSTS.prod : IDENTITY_HOSTS.nonProd

/** Primary mobile country (ISO 3166-1 alpha-2, lower case). */
export const PRIMARY_COUNTRY_CODE = 'gb'

/**
 * Mobile country codes allowed per environment, primary first. Production takes UK numbers
 * (with the Crown Dependencies, which share +44); pre-production also takes the countries
 * test teams' devices use. Local mirrors pre-production.
 */
const PROD_COUNTRIES = ['gb', 'gg', 'im', 'je'] as const
const PREPROD_COUNTRIES = [...PROD_COUNTRIES, 'ie', 'in', 'pl', 'pt', 'ro', 'es'] as const

export const MOBILE_COUNTRY_CODES: Readonly<Record<AppEnv, readonly string[]>> = {
  local: PREPROD_COUNTRIES,
  preprod: PREPROD_COUNTRIES,
  prod: PROD_COUNTRIES,
}

/** International dialling codes for the allowed countries. */
export const DIALLING_CODES: Readonly<Record<string, string>> = {
  gb: '+44',
  gg: '+44',
  im: '+44',
  je: '+44',
  ie: '+353',
  in: '+91',
  pl: '+48',
  pt: '+351',
  ro: '+40',
  es: '+34',
}
