/**
 * Scheme branding and per-environment identity and phone settings. The environment can
 * override the name and careline (SCHEME_NAME, CARELINE_PHONE); the rest is fixed here.
 */
import { CARD_PREFIX } from '../shared/constants/limits.ts'
import { DEFAULT_CARELINE_PHONE } from '../shared/constants/scheme-defaults.ts'
import type { AppEnv } from '../shared/switches.ts'
import { DEFAULT_SCHEME_NAME } from '../shared/validation/messages.ts'

export const BRANDING = {
  schemeName: DEFAULT_SCHEME_NAME,
  cardPrefix: CARD_PREFIX,
  carelinePhone: DEFAULT_CARELINE_PHONE,
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

// The mobile countries live in shared/: the client's phone step shows them too.
export {
  DIALLING_CODES,
  MOBILE_COUNTRY_CODES,
  PRIMARY_COUNTRY_CODE,
} from '../shared/constants/mobile-countries.ts'
