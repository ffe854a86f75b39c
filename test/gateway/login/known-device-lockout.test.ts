/**
 * Issue 21 item 7: anyone could lock a collector out of card-number sign-in (10 anonymous card
 * checks, then the account lock refusing even the right password). The protection stays for
 * everyone else; the browser that signed in to the account before (its signed, HttpOnly device
 * cookie) gets through with the right password on a budget of its own, and a refusal says what
 * happened, in the same words for every card number. Real gateway, real reference upstream.
 */

import type { Challenge } from 'altcha-lib'
import t from 'tap'
import { ACCOUNT_PAUSED, WRONG_PASSWORD } from '../../../shared/contract/login.ts'
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import { solve } from '../captcha/helpers.ts'
import { type Answer, DEMO_PASSWORD, PUBLIC_ORIGIN, startLoginStand } from './helpers.ts'

const { upstream, gateway } = await startLoginStand(t)
const ALEX_CARD = '10000000001'
const SAM_CARD = '10000000002'
const PAUSED = { status: 429, body: { code: 'ACCOUNT_PAUSED', message: ACCOUNT_PAUSED } }
const answerOf = ({ status, body }: Answer) => ({ status, body })

let address = 0
const nextAddress = () => `198.51.100.${++address}`

/** Every cookie a browser would keep here (session, device, the provider's), by name. */
function cookieJar() {
  const cookies = new Map<string, string>()
  const lines = new Map<string, string>()
  return {
    keep(setCookie: unknown) {
      for (const line of [setCookie ?? []].flat() as string[]) {
        const [pair = ''] = line.split(';', 1)
        const name = pair.slice(0, pair.indexOf('='))
        if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name)
        else cookies.set(name, pair)
        lines.set(name, line)
      }
    },
    /** The Set-Cookie line that last set `name`, attributes and all. */
    line: (name: string) => lines.get(name),
    header: () => [...cookies.values()].join('; '),
    get: (name: string) => cookies.get(name),
    set: (name: string, value: string) => cookies.set(name, `${name}=${value}`),
  }
}

/** A browser with a full cookie jar: the card-number sign-in and its navigations through the provider. */
function fullBrowser(remoteAddress: string, jar = cookieJar()) {
  async function call(method: 'GET' | 'POST', url: string, body?: object, captcha = true): Promise<Answer> {
    const headers: Record<string, string> = { ...sameOriginHeaders({ PUBLIC_ORIGIN }), cookie: jar.header() }
    if (captcha) {
      const challenge = await gateway.inject({ url: '/api/captcha/challenge', remoteAddress })
      headers['x-captcha'] = await solve(challenge.json() as Challenge)
    }
    const response = await gateway.inject({
      method,
      url,
      headers,
      remoteAddress,
      ...(body ? { payload: body } : {}),
    })
    jar.keep(response.headers['set-cookie'])
    return { status: response.statusCode, body: response.json(), headers: response.headers }
  }
  /** Follows a top-level navigation on this origin (the login start, the provider, the callback). */
  async function navigate(url: string) {
    let next = url
    for (let hop = 0; hop < 12; hop += 1) {
      const response = await gateway.inject({
        method: 'GET',
        url: next,
        headers: { host: new URL(PUBLIC_ORIGIN).host, cookie: jar.header(), accept: 'text/html' },
        remoteAddress,
      })
      jar.keep(response.headers['set-cookie'])
      const location = response.headers.location
      if (typeof location !== 'string' || next.startsWith('/oauth_redirect')) return { response, last: next }
      const target = new URL(location, PUBLIC_ORIGIN)
      next = `${target.pathname}${target.search}`
    }
    throw new Error('too many hops')
  }
  return {
    jar,
    cardCheck: (cardNumber: string) => call('POST', '/api/login/card-check', { cardNumber }),
    password: (password: string) => call('POST', '/api/login/password', { password }),
    navigate,
  }
}

/** Card check then password; a right one then goes through the provider and back. */
async function signIn(b: ReturnType<typeof fullBrowser>, card: string, password: string) {
  const check = await b.cardCheck(card)
  if (check.status !== 200) return answerOf(check)
  const answer = await b.password(password)
  if (answer.status !== 200) return answerOf(answer)
  const { response, last } = await b.navigate(String(answer.body.redirectTo))
  return {
    status: response.statusCode,
    body: { at: last.split('?', 1)[0], location: response.headers.location },
  }
}

const home = fullBrowser('203.0.113.10')
/** The home browser later: its device cookie only (the session has ended, as when the tab closed). */
function homeLater() {
  const jar = cookieJar()
  jar.set('device', String(home.jar.get('device')).slice('device='.length))
  return fullBrowser('203.0.113.10', jar)
}

t.test('a sign-in leaves a signed, HttpOnly device cookie naming no one', async (t) => {
  const done = await signIn(home, ALEX_CARD, DEMO_PASSWORD)
  t.same(done, { status: 303, body: { at: '/oauth_redirect', location: '/homepage' } })
  const device = home.jar.get('device')
  t.match(device, /^device=\d+\.[\w-]{43}$/, 'an issue time and a MAC, no collector id or card number')
  const attributes = String(home.jar.line('device')).split('; ').slice(1).sort()
  t.same(
    attributes,
    ['HttpOnly', 'Max-Age=15552000', 'Path=/', 'SameSite=Lax'],
    'for 180 days, never to script',
  )
  const session = await gateway.inject({
    url: '/api/session',
    headers: { ...sameOriginHeaders({ PUBLIC_ORIGIN }), cookie: home.jar.header() },
  })
  t.match(session.json(), { signedIn: true })
})

t.test("others' attempts pause the account for everyone but the device that signed in before", async (t) => {
  // The attack: wrong passwords through the API until the gateway's per-collector limit (five
  // calls, the collector's own sign-in included) is spent, card checks until the card's limit
  // (ten, likewise) is spent, then the rest of the account's ten failures in the upstream, as
  // other replicas' calls would make them: the account is locked.
  for (let n = 0; n < 4; n += 1) {
    t.same(await signIn(fullBrowser(nextAddress()), ALEX_CARD, `Wrong-${n}`), {
      status: 400,
      body: { code: 'WRONG_PASSWORD', message: WRONG_PASSWORD },
    })
  }
  t.same(await signIn(fullBrowser(nextAddress()), ALEX_CARD, 'Wrong-4'), PAUSED, 'the per-collector limit')
  for (let n = 0; n < 4; n += 1) t.equal((await fullBrowser(nextAddress()).cardCheck(ALEX_CARD)).status, 200)
  const alex = await upstream.db
    .selectFrom('collectors')
    .select('id')
    .where('card_number', '=', ALEX_CARD)
    .executeTakeFirstOrThrow()
  for (let n = 0; n < 6; n += 1) {
    await upstream.oidc.loginGuard.check(
      { key: `account:${alex.id}`, collector: { id: alex.id, password_hash: null, status: 'active' } },
      'wrong',
      { ip: '192.0.2.9', door: 'api', log: upstream.log },
    )
  }
  const lockedOut = await upstream.oidc.loginGuard.check(
    { key: `account:${alex.id}`, collector: { id: alex.id, password_hash: null, status: 'active' } },
    'any',
    { ip: '192.0.2.9', door: 'api', log: upstream.log },
  )
  t.same(lockedOut, { refused: 'throttled' }, 'the account is locked in the upstream')

  // Everyone else, the collector on another browser included: the same refusal, in plain words.
  t.same(await signIn(fullBrowser(nextAddress()), ALEX_CARD, DEMO_PASSWORD), PAUSED, 'a new browser')
  const forged = fullBrowser(nextAddress())
  const [issuedAt, mac = ''] = String(home.jar.get('device')).slice('device='.length).split('.')
  forged.jar.set('device', `${issuedAt}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`)
  t.same(await signIn(forged, ALEX_CARD, DEMO_PASSWORD), PAUSED, 'a device cookie with a forged MAC')

  // The device that signed in before: the right password goes through, to the provider and back.
  const mine = homeLater()
  t.same(
    answerOf(await mine.cardCheck(ALEX_CARD)).status,
    200,
    "the card check, though the card's limit is spent",
  )
  t.same(
    answerOf(await mine.password('Wrong-at-home')),
    { status: 400, body: { code: 'WRONG_PASSWORD', message: WRONG_PASSWORD } },
    'a typo there is just a typo',
  )
  t.same(await signIn(mine, ALEX_CARD, DEMO_PASSWORD), {
    status: 303,
    body: { at: '/oauth_redirect', location: '/homepage' },
  })
})

t.test('one answer for every card number once its checks are spent', async (t) => {
  const answers = []
  for (const card of [SAM_CARD, '10000000999']) {
    for (let n = 0; n < 10; n += 1) await fullBrowser(nextAddress()).cardCheck(card)
    answers.push(answerOf(await fullBrowser(nextAddress()).cardCheck(card)))
  }
  t.same(answers, [PAUSED, PAUSED], 'a collector’s card and a card nobody has')
  // Alex's device is no proof for Sam's account.
  t.same(answerOf(await homeLater().cardCheck(SAM_CARD)), PAUSED)
})
