/**
 * Switches forced, and faux switches set, by URL parameter (`?switches=a,b`, `?fauxSwitches=x`)
 * and remembered in an HttpOnly cookie each, so later pages and API calls see them too. An empty
 * parameter forgets. Only what the environment honours is remembered (see honouredForcedSwitches).
 *
 * Forcing is for testers. In local mode any link may force (but never maintenance); in preprod
 * and prod the link must carry a valid tester token (tester-token.ts), which the cookie keeps so
 * that the forcing ends with the token. Without one a link forces nothing, so a prank link that
 * names switches cannot change what its victims see.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../../../../../config/env.ts'
import {
  type AppEnv,
  FAUX_SWITCHES_PARAM,
  FORCE_SWITCHES_PARAM,
  parseFauxSwitches,
  parseForcedSwitches,
  type SwitchName,
  TESTER_TOKEN_PARAM,
} from '../../../../../shared/switches.ts'
import { isValidTesterToken } from './tester-token.ts'

export type Remembered = {
  forced: SwitchName[]
  faux: string[]
  /** A cookie was written: the response must not be stored by a shared cache. */
  wroteCookie: boolean
}

const forcedCookieName = (config: Pick<Config, 'secureCookies'>) =>
  config.secureCookies ? '__Host-forced-switches' : 'forced-switches'
const fauxCookieName = (config: Pick<Config, 'secureCookies'>) =>
  config.secureCookies ? '__Host-faux-switches' : 'faux-switches'

type Honour = (appEnv: AppEnv, names: readonly SwitchName[]) => SwitchName[]

export type ForcingConfig = Pick<Config, 'APP_ENV' | 'secureCookies' | 'SWITCHES_TESTER_KEY'>

/** Separates the names from the tester token in the cookie; in neither alphabet. */
const TOKEN_SEPARATOR = '|'

/** Names and tester token from the URL, or else from the cookie that remembered them. */
function forcingSource(request: FastifyRequest, query: URLSearchParams, cookieName: string) {
  const param = query.get(FORCE_SWITCHES_PARAM)
  if (param !== null) return { names: param, token: query.get(TESTER_TOKEN_PARAM) ?? undefined }
  const [names, token] = (request.cookies[cookieName] ?? '').split(TOKEN_SEPARATOR, 2)
  return { names, token }
}

/**
 * What this request forces: the URL parameter when present (remembered in the reply's cookie),
 * else the cookie. Both are parsed and checked the same way, so a hand-edited cookie gains
 * nothing a URL could not. Faux switches are honoured outside prod only.
 */
export function rememberedSwitches(
  request: FastifyRequest,
  reply: FastifyReply,
  config: ForcingConfig,
  honour: Honour,
  now: () => number = Date.now,
): Remembered {
  const query = new URLSearchParams(request.url.split('?', 2)[1] ?? '')
  const forcedParam = query.get(FORCE_SWITCHES_PARAM)
  const fauxParam = query.get(FAUX_SWITCHES_PARAM)
  const source = forcingSource(request, query, forcedCookieName(config))
  const local = config.APP_ENV === 'local'
  const allowed = local || isValidTesterToken(config.SWITCHES_TESTER_KEY, source.token, now())
  const forced = allowed ? honour(config.APP_ENV, parseForcedSwitches(source.names)) : []
  const fauxSource = fauxParam ?? request.cookies[fauxCookieName(config)]
  const faux = config.APP_ENV === 'prod' ? [] : parseFauxSwitches(fauxSource)
  if (forcedParam !== null) {
    const value = forced.join(',')
    const kept = local || forced.length === 0 ? value : `${value}${TOKEN_SEPARATOR}${source.token}`
    remember(reply, forcedCookieName(config), kept, config.secureCookies)
  }
  if (fauxParam !== null) remember(reply, fauxCookieName(config), faux.join(','), config.secureCookies)
  return { forced, faux, wroteCookie: forcedParam !== null || fauxParam !== null }
}

function remember(reply: FastifyReply, name: string, value: string, secure: boolean) {
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure }
  if (value === '') reply.clearCookie(name, options)
  else reply.setCookie(name, value, options)
}
