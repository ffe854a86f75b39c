/**
 * The password change over real HTTP: the current password checked, the section 5 rules and
 * 'Passwords do not match.', the previous password refused by the upstream; on success every other
 * session of the collector ends and this one stays. The new password's validity as the page asks it.
 */
import t from 'tap'
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import { PUBLIC_ORIGIN } from '../../upstream/oidc/helper.ts'
import { accountStand, SAM, signedIn } from './helpers.ts'

const { stand, gateway } = await accountStand(t)
const [sam, samElsewhere] = await Promise.all([
  signedIn(gateway, stand, SAM.card),
  signedIn(gateway, stand, SAM.card),
])
const CURRENT = 'Points&Prizes42'
const NEW = 'Fresh#Start2027'
const change = (body: object) => sam('PUT', '/api/account/password', body)

t.test('refusals: the current password, the rules, the confirmation, the previous password', async (t) => {
  t.match(await change({ currentPassword: 'Wrong&Pass99', password: NEW, confirmPassword: NEW }), {
    status: 400,
    body: { code: 'CURRENT_PASSWORD_WRONG', message: 'Your current password is not right.' },
  })
  t.match(await change({ currentPassword: CURRENT, password: NEW, confirmPassword: 'Fresh#Start2028' }), {
    status: 400,
    body: { code: 'VALIDATION', fields: { confirmPassword: 'Passwords do not match.' } },
  })
  t.match(
    await change({ currentPassword: CURRENT, password: 'Sam#Patel2027', confirmPassword: 'Sam#Patel2027' }),
    {
      status: 400,
      body: { fields: { password: 'Do not use your name or the first part of your email address' } },
    },
  )
  t.match(await change({ currentPassword: CURRENT, password: 'short1!A', confirmPassword: 'short1!A' }), {
    status: 400,
    body: { fields: { password: 'Use at least 9 characters' } },
  })
  t.match(await change({ currentPassword: CURRENT, password: CURRENT, confirmPassword: CURRENT }), {
    status: 400,
    body: {
      code: 'PASSWORD_PREVIOUS',
      message: 'Your new password must be different from your previous password.',
    },
  })
  t.equal((await samElsewhere('GET', '/api/account/details')).status, 200, 'no refusal ends a session')
})

t.test("the new password's validity: VALID only when the server's rules pass", async (t) => {
  const validity = async (password: string, currentPassword = CURRENT) =>
    (await sam('POST', '/api/account/password/validate', { currentPassword, password })).body
  t.same(await validity(NEW), { pwdValidity: 'VALID' })
  t.same(await validity('short1!A'), { pwdValidity: 'INVALID' }, 'a broken rule')
  t.same(
    await validity('Patel#Points27'),
    { pwdValidity: 'INVALID' },
    "the collector's last name, as the scheme holds it",
  )
  t.same(await validity(CURRENT), { pwdValidity: 'INVALID' }, 'the current password typed beside it')
  t.same(
    await validity(CURRENT, 'Not#TheCurrent1'),
    { pwdValidity: 'VALID' },
    'never compared with the stored password: no way to test guesses of it',
  )
  const signedOut = await gateway.inject({
    method: 'POST',
    url: '/api/account/password/validate',
    headers: sameOriginHeaders({ PUBLIC_ORIGIN }),
    payload: { currentPassword: CURRENT, password: NEW },
  })
  t.equal(signedOut.statusCode, 401, 'signed out: refused')
})

t.test('a new password ends every other session; this one stays', async (t) => {
  t.same(await change({ currentPassword: CURRENT, password: NEW, confirmPassword: NEW }), {
    status: 200,
    body: { saved: true },
  })
  t.equal((await sam('GET', '/api/account/details')).status, 200, 'this browser stays signed in')
  t.equal((await samElsewhere('GET', '/api/account/details')).status, 401, 'the other browser is signed out')
  const samId = (
    await stand.upstream.db
      .selectFrom('collectors')
      .select('id')
      .where('card_number', '=', SAM.card)
      .executeTakeFirstOrThrow()
  ).id
  t.ok((await stand.upstream.auditRepository.of(samId)).some((row) => row.action === 'password.changed'))
  t.match(
    await change({ currentPassword: CURRENT, password: 'Other#Pass2027', confirmPassword: 'Other#Pass2027' }),
    {
      status: 400,
      body: { code: 'CURRENT_PASSWORD_WRONG' },
    },
  )
})
