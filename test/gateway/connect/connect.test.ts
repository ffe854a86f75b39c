/**
 * Partner connect through the gateway against the reference upstream: the request check names the
 * partner and what it asks for, and refuses an unknown partner, an unregistered redirect, a missing
 * state and a scope the partner may not ask for; the signed-in collector's consent returns to the
 * registered redirect with a code and the state unchanged (or access_denied); the partner's server
 * exchanges the code once, with its secret, for a pairwise id and what was allowed; a second exchange,
 * another partner, another redirect, a wrong secret or an altered code get nothing.
 */
import t from 'tap'
import { SANDBOX_CONNECT_PARTNER, SANDBOX_CONNECT_SECRET } from '../../../config/connect-partners.ts'
import { ALEX, apiAs, offersStand, SAM, signIn } from '../offers/helpers.ts'

const { stand, gateway } = await offersStand(t)
const alex = apiAs(gateway, await signIn(gateway, stand, ALEX))
const sam = apiAs(gateway, await signIn(gateway, stand, SAM))
const CALLBACK = SANDBOX_CONNECT_PARTNER.redirectUris[0] as string
const request = {
  code: 'sandbox-partner',
  scope: 'card profile',
  state: 'xyz-123_ABC',
  redirect_uri: CALLBACK,
}
const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`

const exchange = async (
  code: string,
  authorization = basic('sandbox-partner', SANDBOX_CONNECT_SECRET),
  redirect_uri = CALLBACK,
) => {
  const response = await gateway.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { authorization },
    payload: { grant_type: 'authorization_code', code, redirect_uri },
  })
  return { status: response.statusCode, body: response.json() as Record<string, unknown> }
}
const codeFrom = (redirectTo: string) => {
  const url = new URL(redirectTo)
  return { code: url.searchParams.get('code') ?? '', state: url.searchParams.get('state'), url }
}

t.test('the request check: the partner, its scopes in words, where it returns', async (t) => {
  const { status, body } = await alex('GET', `/api/connect/request?${query(request)}`)
  t.equal(status, 200)
  t.same(body, {
    partner: { code: 'sandbox-partner', name: 'Example Partner' },
    scopes: [
      { key: 'card', description: 'Your card number, so Example Partner can add points to your card' },
      { key: 'profile', description: 'Your first name, so Example Partner can greet you' },
    ],
    returnsTo: 'https://partner.example.test',
  })
})

t.test('refused requests say why', async (t) => {
  const cases: Array<[Record<string, string>, string]> = [
    [{ ...request, code: 'nobody' }, 'CONNECT_UNKNOWN_PARTNER'],
    [{ ...request, redirect_uri: 'https://evil.example/steal' }, 'CONNECT_REDIRECT_NOT_REGISTERED'],
    [{ ...request, redirect_uri: `${CALLBACK}/more` }, 'CONNECT_REDIRECT_NOT_REGISTERED'],
    [{ code: 'sandbox-partner', scope: 'card' }, 'CONNECT_STATE_MISSING'],
    [{ ...request, scope: 'card points' }, 'CONNECT_SCOPE_NOT_ALLOWED'],
    [
      {
        ...request,
        code: 'esso',
        redirect_uri: 'https://www.esso.co.uk/nectar/connect/callback',
        scope: 'profile',
      },
      'CONNECT_SCOPE_NOT_ALLOWED',
    ],
  ]
  for (const [fields, code] of cases) {
    const { status, body } = await alex('GET', `/api/connect/request?${query(fields)}`)
    t.equal(status, 400, code)
    t.equal(body?.code, code, JSON.stringify(fields))
  }
  t.equal(
    (
      await alex('POST', '/api/connect/consent', {
        request: { ...request, code: 'nobody' },
        decision: 'allow',
      })
    ).status,
    400,
  )
})

t.test('allow: back to the registered redirect with a code and the state; one exchange', async (t) => {
  const { status, body } = await alex('POST', '/api/connect/consent', { request, decision: 'allow' })
  t.equal(status, 200)
  const { code, state, url } = codeFrom(String(body?.redirectTo))
  t.equal(`${url.origin}${url.pathname}`, CALLBACK)
  t.equal(state, request.state, 'state unchanged')
  t.notMatch(url.href, ALEX, 'no card number in the URL')

  const wrongSecret = await exchange(code, basic('sandbox-partner', 'not-the-secret-0123456789abcdef'))
  t.equal(wrongSecret.status, 401)
  // Issue 21 item 4: a malformed percent-escape in the credentials was a 500.
  for (const [id, secret] of [
    ['sandbox%ZZ', 'x'],
    ['sandbox-partner', `${SANDBOX_CONNECT_SECRET}%`],
    ['%E0%A4%A', 'x'],
    ['constructor', 'x'],
  ] as const)
    t.same(
      await exchange(code, basic(id, secret)),
      { status: 401, body: { code: 'invalid_client', message: 'The partner could not be authenticated.' } },
      `${id}:${secret.slice(-1)}`,
    )
  t.equal(
    (await exchange(code, undefined, 'https://partner.example.test/other')).status,
    400,
    'another redirect',
  )
  const altered = `${code.slice(0, -4)}${code.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`
  t.equal((await exchange(altered)).status, 400, 'an altered code')

  const first = await exchange(code)
  t.equal(first.status, 200)
  t.equal(first.body.cardNumber, ALEX)
  t.equal(first.body.firstName, 'Alex')
  t.equal(first.body.scope, 'card profile')
  t.match(first.body.collector, /^[A-Za-z0-9_-]{43}$/)
  t.equal((await exchange(code)).status, 400, 'a code works once')

  const again = codeFrom(
    String((await alex('POST', '/api/connect/consent', { request, decision: 'allow' })).body?.redirectTo),
  )
  t.equal((await exchange(again.code)).body.collector, first.body.collector, 'the same pairwise id each time')
  const samCode = codeFrom(
    String(
      (
        await sam('POST', '/api/connect/consent', {
          request: { ...request, scope: 'card' },
          decision: 'allow',
        })
      ).body?.redirectTo,
    ),
  )
  const samGrant = await exchange(samCode.code)
  t.not(samGrant.body.collector, first.body.collector, "another collector's id differs")
  t.notOk('firstName' in samGrant.body, 'only what was allowed')
})

t.test('deny: back with access_denied and the state, no code', async (t) => {
  const { body } = await alex('POST', '/api/connect/consent', { request, decision: 'deny' })
  const url = new URL(String(body?.redirectTo))
  t.equal(url.searchParams.get('error'), 'access_denied')
  t.equal(url.searchParams.get('state'), request.state)
  t.notOk(url.searchParams.has('code'))
})

t.test('consent needs a session and this site; the exchange needs a partner', async (t) => {
  const signedOut = await gateway.inject({
    method: 'POST',
    url: '/api/connect/consent',
    headers: { 'x-requested-with': 'fetch', 'sec-fetch-site': 'same-origin' },
    payload: { request, decision: 'allow' },
  })
  t.equal(signedOut.statusCode, 401)
  const unauthenticated = await exchange('a'.repeat(40), '')
  t.equal(unauthenticated.status, 401)
})
