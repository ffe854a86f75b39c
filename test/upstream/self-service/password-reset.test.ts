import t from 'tap'
import { verifyPassword } from '../../../server/upstream/auth/passwords.ts'
import { createFlowCodes } from '../../../server/upstream/self-service/flow-codes.ts'
import {
  createPasswordReset,
  MAX_RESET_EMAILS,
  RESET_LINK_TTL_MS,
} from '../../../server/upstream/self-service/password-reset.ts'
import type { SelfServiceTables } from '../../../server/upstream/self-service/schema.ts'
import { buildTestUpstream } from '../helpers/upstream.ts'

const upstream = await buildTestUpstream(t)
const db = upstream.db.withTables<SelfServiceTables>()
let clock = Date.now()
const now = () => clock
const flows = createFlowCodes(db, upstream.outbox, {
  schemeName: 'Nectar',
  origin: 'https://example.test',
  now,
})
const reset = createPasswordReset(db, upstream.outbox, flows, {
  schemeName: 'Nectar',
  origin: 'http://localhost:3000',
  now,
})
const NEW_PASSWORD = 'Fresh&Start2027'

t.beforeEach(() => {
  clock += 2 * 60 * 60_000
})

/** Asks for a link for the collector of `email` and reads its token from the outbox. */
async function linkFor(email: string): Promise<string> {
  const collector = await reset.findByEmail(email)
  if (!collector) throw new Error(`no collector ${email}`)
  t.ok(await reset.sendLink(collector))
  const link = (await upstream.outbox.list({ to: email })).at(-1)?.links[0] ?? ''
  return new URL(link).searchParams.get('token') ?? ''
}

t.test('an unknown address or card finds nobody; a known one by either', async (t) => {
  t.equal(await reset.findByEmail('nobody@example.com'), undefined)
  t.equal(await reset.findByCard('99999999999'), undefined)
  t.equal((await reset.findByEmail(' Alex.Taylor@Example.com '))?.card_number, '10000000001')
  t.equal((await reset.findByCard('10000000002'))?.email, 'sam.patel@example.com')
})

t.test('the e-mailed link opens /confirm-reset-password; only its hash is stored', async (t) => {
  const token = await linkFor('sam.patel@example.com')
  const message = (await upstream.outbox.list({ to: 'sam.patel@example.com' })).at(-1)
  t.match(message?.links[0], /^http:\/\/localhost:3000\/confirm-reset-password\?token=[\w-]{43}$/)
  const rows = await db.selectFrom('password_reset_links').select('token_hash').execute()
  t.notOk(
    rows.some((row) => row.token_hash === token),
    'the token is not stored in clear',
  )
  t.same(await reset.openLink(token), { firstName: 'Sam', lastName: 'Patel', email: 'sam.patel@example.com' })
})

t.test('a link works for 30 minutes', async (t) => {
  const token = await linkFor('sam.patel@example.com')
  clock += RESET_LINK_TTL_MS - 1000
  t.notOk('refused' in (await reset.openLink(token)), 'still open just before')
  clock += 1000
  t.match(await reset.openLink(token), { refused: 'LINK_EXPIRED' })
  t.match(await reset.setPassword(token, NEW_PASSWORD), { refused: 'LINK_EXPIRED' })
  t.match(await reset.openLink('an-unknown-token-0123456789abcdef'), { refused: 'LINK_EXPIRED' })
})

t.test(
  'a new password: the link is used once, the provider forgets the collector, a notice goes',
  async (t) => {
    const token = await linkFor('sam.patel@example.com')
    const older = await linkFor('sam.patel@example.com')
    const collector = await reset.findByEmail('sam.patel@example.com')
    const id = collector?.id ?? ''
    await db
      .withTables<{ oidc_payloads: { id: string; type: string; payload: unknown } }>()
      .insertInto('oidc_payloads')
      .values({ id: 'test-session', type: 'Session', payload: JSON.stringify({ accountId: id }) })
      .execute()
    const broken = await reset.setPassword(token, 'short')
    t.match(broken, { refused: 'PASSWORD_INVALID', message: 'Use at least 9 characters' })
    t.match(await reset.setPassword(token, 'Patel&Sons2027'), { refused: 'PASSWORD_INVALID' }, 'not the name')
    t.match(await reset.setPassword(token, 'Points&Prizes42'), {
      refused: 'PASSWORD_INVALID',
      message: 'Choose a password you have not used before',
    })
    t.same(await reset.setPassword(token, NEW_PASSWORD), { collectorId: id })
    const stored = await db
      .selectFrom('collectors')
      .select('password_hash')
      .where('id', '=', id)
      .executeTakeFirst()
    t.ok(await verifyPassword(stored?.password_hash ?? '', NEW_PASSWORD))
    t.match(await reset.setPassword(token, 'Another&Go2027'), { refused: 'LINK_USED' })
    t.match(await reset.openLink(token), { refused: 'LINK_USED', message: 'This link has already been used' })
    t.match(await reset.openLink(older), { refused: 'LINK_USED' }, 'the other links retire too')
    const left = await db
      .withTables<{ oidc_payloads: { id: string } }>()
      .selectFrom('oidc_payloads')
      .select('id')
      .where('id', '=', 'test-session')
      .execute()
    t.same(left, [], "the provider's session of the collector is gone")
    const notice = (await upstream.outbox.list({ to: 'sam.patel@example.com' })).at(-1)
    t.equal(notice?.subject, 'Your Nectar password has changed')
  },
)

t.test('one account gets at most three reset e-mails an hour', async (t) => {
  const collector = await reset.findByEmail('alex.taylor@example.com')
  if (!collector) throw new Error('no Alex')
  const sent = []
  for (let i = 0; i <= MAX_RESET_EMAILS; i++) sent.push(await reset.sendLink(collector))
  t.same(sent, [true, true, true, false])
})

t.test("the two-factor collector's reset needs the code first", async (t) => {
  const token = await linkFor('jordan.lee@example.com')
  const opened = await reset.openLink(token)
  if ('refused' in opened || !opened.flowToken) throw new Error('no flow')
  const { flowToken } = opened
  t.match(await reset.setPassword(token, NEW_PASSWORD), { refused: 'TWO_FA_REQUIRED' })
  t.match(await reset.setPassword(token, NEW_PASSWORD, flowToken), { refused: 'TWO_FA_REQUIRED' })
  await flows.send(flowToken, 'sms')
  const code = /(\d{6})/.exec((await upstream.outbox.list({ to: '+447700900003' })).at(-1)?.text ?? '')?.[1]
  t.match(await flows.verify('reset', flowToken, code ?? ''), { collectorId: String })
  t.match(await reset.setPassword(token, NEW_PASSWORD, flowToken), { collectorId: String })
})
