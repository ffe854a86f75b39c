import t from 'tap'
import { createCodeLinks } from '../../../server/upstream/self-service/code-links.ts'
import { CODE_TTL_MS, createFlowCodes } from '../../../server/upstream/self-service/flow-codes.ts'
import { createPasswordReset } from '../../../server/upstream/self-service/password-reset.ts'
import type { SelfServiceTables } from '../../../server/upstream/self-service/schema.ts'
import { buildTestUpstream } from '../helpers/upstream.ts'

const upstream = await buildTestUpstream(t)
const db = upstream.db.withTables<SelfServiceTables>()
let clock = Date.now()
const now = () => clock
const origin = 'http://localhost:3000'
const flows = createFlowCodes(db, upstream.outbox, { schemeName: 'Nectar', origin, now })
const reset = createPasswordReset(db, upstream.outbox, flows, { schemeName: 'Nectar', origin, now })
const links = createCodeLinks(db, flows, reset, { now })
const JORDAN = 'jordan.lee@example.com'
const NEW_PASSWORD = 'Fresh&Start2027'
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

t.beforeEach(() => {
  // Each test on its own hours: the per-address limits of one never spend another's.
  clock += 3 * 60 * 60_000
})

/** Jordan's reset link opened (a code is required), a code sent by e-mail: the tokens and the code. */
async function codeByEmail() {
  const collector = await reset.findByEmail(JORDAN)
  if (!collector) throw new Error('no Jordan')
  t.ok(await reset.sendLink(collector))
  const resetToken = new URL(
    (await upstream.outbox.list({ to: JORDAN })).at(-1)?.links[0] ?? '',
  ).searchParams.get('token')
  const opened = await reset.openLink(resetToken ?? '')
  if ('refused' in opened || !opened.flowToken) throw new Error('no flow')
  t.same(await flows.send(opened.flowToken, 'email'), {
    deliveryMethod: 'email',
    destination: 'j•••@example.com',
  })
  const mail = (await upstream.outbox.list({ to: JORDAN })).at(-1)
  const code = /(\d{6})/.exec(mail?.text ?? '')?.[1] ?? ''
  const link = mail?.links[0] ?? ''
  return { resetToken: resetToken ?? '', flowToken: opened.flowToken, code, link }
}
const tokenOf = (link: string) => link.slice(`${origin}/two-factor-authentication/`.length)

t.test('the e-mailed code carries a link to its code entry; only its hash is stored', async (t) => {
  const { link } = await codeByEmail()
  t.match(link, /^http:\/\/localhost:3000\/two-factor-authentication\/[A-Za-z0-9_-]{43}$/)
  const stored = await db.selectFrom('security_code_links').select('token_hash').execute()
  t.notOk(
    stored.some((row) => row.token_hash === tokenOf(link)),
    'the token itself is not stored',
  )
  t.same(await links.open(tokenOf(link)), { flow: 'reset' })
})

t.test('a text message carries no link', async (t) => {
  const { flowToken } = await codeByEmail()
  await flows.send(flowToken, 'sms')
  const text = (await upstream.outbox.list()).filter((entry) => entry.channel === 'sms').at(-1)
  t.match(text?.text, /security code is \d{6}\. It expires in 10 minutes/)
  t.same(text?.links, [])
})

t.test('a card flow’s e-mailed code carries no link: its code step stays with its page', async (t) => {
  const collector = await reset.findByEmail(JORDAN)
  const flowToken = await flows.open('retrieve-card', collector?.id ?? '')
  await flows.send(flowToken, 'email')
  const mail = (await upstream.outbox.list({ to: JORDAN })).at(-1)
  t.match(mail?.subject, /security code/)
  t.notOk(mail?.links.some((link) => link.includes('/two-factor-authentication/')))
})

t.test('a right code moves the reset to the link’s browser, once', async (t) => {
  const { resetToken, flowToken, code, link } = await codeByEmail()
  const result = await links.verify(tokenOf(link), code)
  if ('refused' in result) throw new Error(result.refused)
  t.equal(result.flow, 'reset')
  t.not(result.flowToken, flowToken, 'a new flow token')
  t.equal(result.resetLink?.firstName, 'Jordan')
  t.same(await flows.verifiedCollector('reset', flowToken), undefined, 'the old flow token stops working')
  t.match(await reset.openLink(resetToken), { refused: 'LINK_USED' }, 'the old reset link stops working')
  t.same(await links.open(tokenOf(link)), { refused: 'LINK_USED' })
  t.same(await links.verify(tokenOf(link), code), { refused: 'LINK_USED' })
  const set = await reset.setPassword(result.resetLink?.token ?? '', NEW_PASSWORD, result.flowToken)
  t.ok('collectorId' in set, 'the new browser sets the password with the code given')
})

t.test('wrong codes count against the same five tries, then the link is void', async (t) => {
  const { code, link } = await codeByEmail()
  for (let i = 1; i < 5; i++)
    t.same(await links.verify(tokenOf(link), wrong(code)), { refused: 'WRONG_CODE' })
  t.same(
    await links.verify(tokenOf(link), wrong(code)),
    { refused: 'CODE_EXPIRED' },
    'the fifth voids the code',
  )
  t.same(await links.verify(tokenOf(link), code), { refused: 'LINK_EXPIRED' })
})

t.test('wrong tries on the original page count for the link too', async (t) => {
  const { flowToken, code, link } = await codeByEmail()
  for (let i = 0; i < 4; i++) await flows.verify('reset', flowToken, wrong(code))
  t.same(await links.verify(tokenOf(link), wrong(code)), { refused: 'CODE_EXPIRED' })
})

t.test('the link expires with its code, and a new code ends it', async (t) => {
  const first = await codeByEmail()
  clock += CODE_TTL_MS
  t.same(await links.open(tokenOf(first.link)), { refused: 'LINK_EXPIRED' })
  t.same(await links.verify(tokenOf(first.link), first.code), { refused: 'LINK_EXPIRED' })
  await flows.send(first.flowToken, 'email')
  const second = (await upstream.outbox.list({ to: JORDAN })).at(-1)?.links[0] ?? ''
  t.same(await links.open(tokenOf(second)), { flow: 'reset' })
  await flows.send(first.flowToken, 'email')
  t.same(await links.open(tokenOf(second)), { refused: 'LINK_EXPIRED' }, 'replaced by a newer code')
})

t.test('an unknown or tampered token is not recognised', async (t) => {
  const { link } = await codeByEmail()
  const tampered = `${tokenOf(link).slice(0, -1)}${tokenOf(link).endsWith('A') ? 'B' : 'A'}`
  t.same(await links.open(tampered), { refused: 'LINK_UNKNOWN' })
  t.same(await links.verify('not-a-real-link-token-0123456789', '123456'), { refused: 'LINK_UNKNOWN' })
})
