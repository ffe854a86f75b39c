/**
 * POST /api/feedback signed in, against the reference upstream: stored with its kind, page and
 * subject, HTML kept as text; the contract's refusals (empty, blank, over 10,000 characters, an
 * unknown kind, a page that is not a feedback page) store nothing; extra fields are dropped; ten a
 * client per ten minutes; signed out is 401; another site is refused.
 */
import t from 'tap'
import { FEEDBACK_MAX } from '../../../shared/constants/limits.ts'
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import { PUBLIC_ORIGIN } from '../../upstream/oidc/helper.ts'
import { ALEX, apiAs, offersStand, signIn } from '../offers/helpers.ts'

const { stand, gateway } = await offersStand(t)
const alexCookie = await signIn(gateway, stand, ALEX)
const alex = apiAs(gateway, alexCookie)
/** Alex's feedback from a client address of its own, so that each case has the whole rate limit. */
const sendFrom = async (remoteAddress: string, payload: Record<string, unknown>) => {
  const response = await gateway.inject({
    method: 'POST',
    url: '/api/feedback',
    remoteAddress,
    headers: { cookie: alexCookie, ...sameOriginHeaders({ PUBLIC_ORIGIN }) },
    payload,
  })
  return { status: response.statusCode, body: response.json() as Record<string, unknown> }
}
const collector = await stand.upstream.db
  .selectFrom('collectors')
  .select('id')
  .where('card_number', '=', ALEX)
  .executeTakeFirstOrThrow()
const stored = () => stand.upstream.feedbackRepository.of(collector.id)

t.test('feedback is stored with its kind, page and subject; HTML stays text', async (t) => {
  const text = '<script>alert(1)</script> The offers page & the <b>Load all</b> button'
  const { status, body } = await alex('POST', '/api/feedback', {
    kind: 'bug',
    route: '/feedback/problems',
    subject: 'Phone',
    text,
  })
  t.equal(status, 201)
  t.match(body, { id: String })
  const [latest] = await stored()
  t.match(latest, { id: body?.id, kind: 'bug', route: '/feedback/problems', subject: 'Phone', text })

  const atLimit = 'x'.repeat(FEEDBACK_MAX)
  t.equal(
    (await alex('POST', '/api/feedback', { kind: 'feature-suggestion', route: '/feedback', text: atLimit }))
      .status,
    201,
  )
  t.equal((await stored())[0]?.text.length, FEEDBACK_MAX, 'exactly 10,000 characters are kept whole')
})

let address = 0

t.test('refusals store nothing', async (t) => {
  const before = (await stored()).length
  const valid = { kind: 'website-feedback', route: '/feedback/form', text: 'Great site' }
  for (const [why, body] of [
    ['empty text', { ...valid, text: '' }],
    ['blank text', { ...valid, text: '  \n ' }],
    ['over 10,000 characters', { ...valid, text: 'x'.repeat(FEEDBACK_MAX + 1) }],
    ['an unknown kind', { ...valid, kind: 'complaint' }],
    ['a page that is not a feedback page', { ...valid, route: '/account' }],
    ['an absolute address as the page', { ...valid, route: 'https://evil.example/feedback' }],
    ['an over-long subject', { ...valid, subject: 'p'.repeat(61) }],
    ['no text', { kind: valid.kind, route: valid.route }],
  ] as const) {
    address += 1
    const refused = await sendFrom(`192.0.2.${address}`, body)
    t.equal(refused.status, 400, why)
    t.match(refused.body, { code: String, message: String }, `${why}: a clear refusal`)
  }
  t.equal((await stored()).length, before)
})

t.test('fields beyond the contract are dropped, never passed on', async (t) => {
  const { status } = await sendFrom('192.0.2.100', {
    kind: 'website-feedback',
    route: '/feedback/form',
    text: 'Dropped field',
    collectorId: 'someone-else',
  })
  t.equal(status, 201)
  t.same(Object.keys((await stored())[0] ?? {}).sort(), [
    'created_at',
    'id',
    'kind',
    'route',
    'subject',
    'text',
  ])
})

t.test('ten a client per ten minutes, then 429 with Retry-After', async (t) => {
  const valid = { kind: 'website-feedback', route: '/feedback/form', text: 'Again' }
  for (let sent = 0; sent < 10; sent += 1) t.equal((await sendFrom('192.0.2.200', valid)).status, 201)
  const response = await gateway.inject({
    method: 'POST',
    url: '/api/feedback',
    remoteAddress: '192.0.2.200',
    headers: { cookie: alexCookie, ...sameOriginHeaders({ PUBLIC_ORIGIN }) },
    payload: valid,
  })
  t.equal(response.statusCode, 429)
  t.ok(response.headers['retry-after'], 'Retry-After')
})

t.test('signed out: 401, nothing stored', async (t) => {
  const before = (await stored()).length
  const response = await gateway.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: sameOriginHeaders({ PUBLIC_ORIGIN }),
    payload: { kind: 'bug', route: '/feedback', text: 'hello' },
  })
  t.equal(response.statusCode, 401)
  t.equal((await stored()).length, before)
})

t.test('from another site: refused by the CSRF check', async (t) => {
  const response = await gateway.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
      'content-type': 'application/json',
    },
    payload: { kind: 'bug', route: '/feedback', text: 'hello' },
  })
  t.equal(response.statusCode, 403)
})
