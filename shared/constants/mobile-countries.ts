/**
 * The mobile country codes the phone step offers and the gateway accepts, per environment, with
 * their dialling codes. Shared by the client and config/branding.ts.
 */
import type { AppEnv } from '../switches.ts'

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
