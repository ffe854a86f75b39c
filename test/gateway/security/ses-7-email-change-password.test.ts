/**
 * SES-7, issue 21 item 2: a password set through the e-mail change link ends every session of the
 * collector, as a change or a reset does: the gateway's (older cookies answer 401) and the
 * provider's (no refresh token of the collector is left to use). A change of address alone ends none.
 */
import t from 'tap'
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import { ALEX, accountStand, SAM, signedIn } from '../account/helpers.ts'

const { stand, gateway } = await accountStand(t)
const { upstream } = stand

async function updateEmailLink(email: string, newEmail: string) {
  const sent = await upstream.inject({
    method: 'POST',
    url: '/dev/email-links',
    payload: { purpose: 'update-email', email, newEmail },
  })
  t.equal(sent.statusCode, 201)
  const link = (await upstream.outbox.list({ to: newEmail }))
    .flatMap((mail) => mail.links)
    .findLast((url) => url.includes('/confirm-update-email'))
  return new URL(link ?? 'http://x/').searchParams.get('token') ?? ''
}

const confirm = (body: Record<string, string>) =>
  gateway.inject({
    method: 'PUT',
    url: '/api/email-confirmation/update-email',
    headers: sameOriginHeaders({ PUBLIC_ORIGIN: gateway.config.PUBLIC_ORIGIN }),
    payload: body,
  })

/** The provider's refresh tokens of the collector with this card. */
async function refreshTokensOf(card: string) {
  const { id } = await upstream.db
    .selectFrom('collectors')
    .select('id')
    .where('card_number', '=', card)
    .executeTakeFirstOrThrow()
  const rows = await upstream.db
    .withTables<{ oidc_payloads: { type: string; payload: { accountId?: string } } }>()
    .selectFrom('oidc_payloads')
    .select('payload')
    .where('type', '=', 'RefreshToken')
    .execute()
  return rows.filter((row) => row.payload.accountId === id).length
}

t.test('a new password through the link ends every older session and its refresh tokens', async (t) => {
  const [phone, laptop] = await Promise.all([
    signedIn(gateway, stand, SAM.card),
    signedIn(gateway, stand, SAM.card),
  ])
  t.equal((await phone('GET', '/api/account/details')).status, 200)
  t.ok((await refreshTokensOf(SAM.card)) >= 2, 'each session holds a refresh token at the provider')

  const token = await updateEmailLink(SAM.email, 'sam.moved@example.com')
  const answer = await confirm({ token, newPassword: 'Fresh&Points77' })
  t.same([answer.statusCode, answer.json()], [200, { confirmed: true }])

  t.equal((await phone('GET', '/api/account/details')).status, 401, 'the phone is signed out')
  t.equal((await laptop('GET', '/api/account/details')).status, 401, 'and the laptop')
  t.equal(await refreshTokensOf(SAM.card), 0, 'no refresh token of the collector is left at the provider')
})

t.test('a change of address without a password ends no session', async (t) => {
  const session = await signedIn(gateway, stand, ALEX.card)
  const token = await updateEmailLink(ALEX.email, 'alex.moved@example.com')
  t.equal((await confirm({ token })).statusCode, 200)
  t.equal((await session('GET', '/api/account/details')).status, 200, 'still signed in')
  t.ok((await refreshTokensOf(ALEX.card)) >= 1, 'and the refresh token stays')
})
