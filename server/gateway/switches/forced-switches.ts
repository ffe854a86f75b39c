/**
 * Switches forced, and faux switches set, by URL parameter (`?switches=a,b`, `?fauxSwitches=x`)
 * and remembered in an HttpOnly cookie each, so later pages and API calls see them too. An empty
 * parameter forgets. Only what the environment honours is remembered (see honouredForcedSwitches).
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../../../config/env.ts'
import {
  type AppEnv,
  FAUX_SWITCHES_PARAM,
  FORCE_SWITCHES_PARAM,
  parseFauxSwitches,
  parseForcedSwitches,
  type SwitchName,
} from '../../../shared/switches.ts'

export type Remembered = {
  forced: SwitchName[]
  faux: string[]
  /** A cookie was written: the response must not be stored by a shared cache. */
  wroteCookie: boolean
}

export const forcedCookieName = (config: Pick<Config, 'secureCookies'>) =>
  config.secureCookies ? '__Host-forced-switches' : 'forced-switches'
export const fauxCookieName = (config: Pick<Config, 'secureCookies'>) =>
  config.secureCookies ? '__Host-faux-switches' : 'faux-switches'

type Honour = (appEnv: AppEnv, names: readonly SwitchName[]) => SwitchName[]

/**
 * What this request forces: the URL parameter when present (remembered in the reply's cookie),
 * else the cookie. Both are parsed the same way, so a hand-edited cookie gains nothing a URL
 * could not. Faux switches are honoured outside prod only.
 */
export function rememberedSwitches(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'APP_ENV' | 'secureCookies'>,
  honour: Honour,
): Remembered {
  const query = new URLSearchParams(request.url.split('?', 2)[1] ?? '')
  const forcedParam = query.get(FORCE_SWITCHES_PARAM)
  const fauxParam = query.get(FAUX_SWITCHES_PARAM)
  const forcedSource = forcedParam ?? request.cookies[forcedCookieName(config)]
  const fauxSource = fauxParam ?? request.cookies[fauxCookieName(config)]
  const forced = honour(config.APP_ENV, parseForcedSwitches(forcedSource))
  const faux = config.APP_ENV === 'prod' ? [] : parseFauxSwitches(fauxSource)
  if (forcedParam !== null) remember(reply, forcedCookieName(config), forced, config.secureCookies)
  if (fauxParam !== null) remember(reply, fauxCookieName(config), faux, config.secureCookies)
  return { forced, faux, wroteCookie: forcedParam !== null || fauxParam !== null }
}

function remember(reply: FastifyReply, name: string, values: readonly string[], secure: boolean) {
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure }
  if (values.length === 0) reply.clearCookie(name, options)
  else reply.setCookie(name, values.join(','), options)
}
