/**
 * Issue 21, item 3: every check of a signed-in collector's current password (the password change,
 * the account deletion) draws on the account's sign-in budget, kept by the upstream, whatever
 * client address each guess comes from; a spent budget has one answer on every route.
 */
import t from 'tap'
import { accountKey } from '../../../server/upstream/oidc/accounts.ts'
import { LOGIN_POLICY } from '../../../server/upstream/oidc/login-policy.ts'
import { TOO_MANY_ATTEMPTS } from '../../../shared/contract/login.ts'
import { startStand } from '../../upstream/oidc/helper.ts'
import { gatewayWith, signedInFresh } from '../account-settings/helpers.ts'

const stand = await startStand(t)
// Behind a trusted proxy, as in production: each guess names its own client address.
const gateway = await gatewayWith(t, stand, { isDeleteAccountEnabled: true }, { TRUST_PROXY: '127.0.0.1' })
const NEW = 'Fresh#Start2027'
const SPENT = { status: 429, body: { code: 'RATE_LIMITED', message: TOO_MANY_ATTEMPTS } }

type Guess = (password: string, from: string) => Promise<{ status: number; body: unknown }>

async function signedIn() {
  const { collector, cookie } = await signedInFresh(gateway, stand)
  const call = (method: 'PUT' | 'POST', url: string, payload: object, from: string) =>
    gateway
      .inject({
        method,
        url,
        payload: payload as Record<string, unknown>,
        headers: {
          cookie,
          'x-requested-with': 'fetch',
          'sec-fetch-site': 'same-origin',
          origin: gateway.config.PUBLIC_ORIGIN,
          'x-forwarded-for': from,
        },
      })
      .then((response) => ({ status: response.statusCode, body: response.json() as unknown }))
  const change: Guess = (password, from) =>
    call(
      'PUT',
      '/api/account/password',
      { currentPassword: password, password: NEW, confirmPassword: NEW },
      from,
    )
  const remove: Guess = (password, from) =>
    call('POST', '/api/account-settings/delete-account', { password }, from)
  return { collector, change, remove }
}

let address = 0
const nextAddress = () => `203.0.113.${(address++ % 250) + 1}`

/** 40 wrong guesses, each from another client address: how many were checked (answered "wrong"). */
async function fortyGuesses(guess: Guess) {
  const statuses: number[] = []
  for (let n = 0; n < 40; n += 1) statuses.push((await guess(`Wrong-guess-${n}`, nextAddress())).status)
  return {
    checked: statuses.filter((status) => status === 400).length,
    refused: statuses.filter((status) => status === 429).length,
  }
}

for (const route of ['change', 'remove'] as const) {
  t.test(`${route}: 40 guesses from 40 addresses, ${LOGIN_POLICY.stepUpAfter} checked`, async (t) => {
    const collector = await signedIn()
    const { checked, refused } = await fortyGuesses(collector[route])
    t.comment(`${route}: ${checked} of 40 guesses checked, ${refused} refused`)
    t.equal(checked, LOGIN_POLICY.stepUpAfter, 'only the budget of a sign-in without a captcha')
    t.equal(refused, 40 - checked)
    t.same(
      await collector[route](collector.collector.password, nextAddress()),
      SPENT,
      'even the right password waits for the window, with the sign-in words',
    )
  })
}

t.test('one budget: sign-in failures, changes and deletions count together', async (t) => {
  const { collector, change, remove } = await signedIn()
  const subject = {
    key: accountKey(collector.id),
    collector: { id: collector.id, password_hash: null, status: 'active' },
  }
  for (let n = 0; n < 2; n += 1)
    await stand.upstream.oidc.loginGuard.check(subject, 'wrong', {
      ip: '192.0.2.7',
      door: 'form',
      log: stand.upstream.log,
    })
  t.equal((await change('Wrong-1', nextAddress())).status, 400, 'a third failure, on the change')
  t.equal((await remove('Wrong-2', nextAddress())).status, 400, 'a fourth, on the deletion')
  t.equal((await change('Wrong-3', nextAddress())).status, 400, 'the fifth')
  t.same(await remove(collector.password, nextAddress()), SPENT, 'the deletion is refused')
  t.same(await change(collector.password, nextAddress()), SPENT, 'and so is the change')
  const signIn = await stand.upstream.oidc.loginGuard.check(
    { ...subject, collector: { ...subject.collector, password_hash: null } },
    collector.password,
    { ip: '192.0.2.8', door: 'form', log: stand.upstream.log },
  )
  t.same(signIn, { refused: 'throttled' }, "and the provider's form too")
})

t.test('a right current password starts the budget afresh', async (t) => {
  const { collector, change } = await signedIn()
  for (let n = 0; n < 4; n += 1) t.equal((await change(`Wrong-${n}`, nextAddress())).status, 400)
  t.same(await change(collector.password, nextAddress()), { status: 200, body: { saved: true } })
})
