/**
 * The account settings calls of the management API over loopback HTTP, each with a bearer token
 * from the stand's own provider: preferences kept per collector and audited, a signed-in card
 * replacement (blocked at once, the balance on the new number, the key-tag variant), and the
 * account's deletion (wrong password refused; personal data gone, balance kept, tokens ended, the
 * address free again).
 */
import t from 'tap'
import { accessTokenOf, caller } from '../offers/helper.ts'
import { startStand } from '../oidc/helper.ts'
import { freshCollector } from './helper.ts'

const stand = await startStand(t)
const { db } = stand.upstream
const audit = (collectorId: string) => stand.upstream.auditRepository.of(collectorId)

t.test('every call needs a valid bearer token', async (t) => {
  const anonymous = caller(stand, 'not-a-token')
  for (const [method, path, body] of [
    ['GET', '/contact-preferences/nectar'],
    ['PUT', '/contact-preferences/nectar', { contactPreferences: [{ channel: 'EMAIL', consent: true }] }],
    ['GET', '/contact-preferences/cpm?channel=ONLINEAD'],
    ['POST', '/contact-preferences/cpm', { contactPreferences: [{ channel: 'ONLINEAD', consent: true }] }],
    ['GET', '/preferences/sound-effects'],
    ['PUT', '/preferences/sound-effects', { enabled: false }],
    ['POST', '/replacement-card?replacementType=LOST', {}],
    ['DELETE', '/session/anonymise', { password: 'x' }],
  ] as const)
    t.equal((await anonymous(method, path, body)).status, 401, `${method} ${path}`)
})

t.test(
  'communication preferences: none until given, changed per channel, per collector, audited',
  async (t) => {
    const one = await freshCollector(stand)
    const other = await freshCollector(stand)
    const call = caller(stand, await accessTokenOf(stand, one.cardNumber))
    const otherCall = caller(stand, await accessTokenOf(stand, other.cardNumber))
    const none = ['EMAIL', 'SMS', 'PHONE', 'POST'].map((channel) => ({ channel, consent: false }))
    t.same(await call('GET', '/contact-preferences/nectar'), {
      status: 200,
      body: { contactPreferences: none },
    })

    const changed = await call('PUT', '/contact-preferences/nectar', {
      contactPreferences: [
        { channel: 'EMAIL', consent: true },
        { channel: 'POST', consent: true },
      ],
    })
    const expected = {
      contactPreferences: [
        { channel: 'EMAIL', consent: true },
        { channel: 'SMS', consent: false },
        { channel: 'PHONE', consent: false },
        { channel: 'POST', consent: true },
      ],
    }
    t.same(changed, { status: 200, body: expected })
    t.same((await call('GET', '/contact-preferences/nectar')).body, expected, 'kept')
    await call('PUT', '/contact-preferences/nectar', {
      contactPreferences: [{ channel: 'SMS', consent: true }],
    })
    t.same(
      (await call('GET', '/contact-preferences/nectar')).body,
      {
        contactPreferences: expected.contactPreferences.map((c) =>
          c.channel === 'SMS' ? { ...c, consent: true } : c,
        ),
      },
      'the channels not named keep their value',
    )
    t.same(
      (await otherCall('GET', '/contact-preferences/nectar')).body,
      { contactPreferences: none },
      'not shared',
    )

    const bad = await call('PUT', '/contact-preferences/nectar', {
      contactPreferences: [
        { channel: 'EMAIL', consent: true },
        { channel: 'EMAIL', consent: false },
      ],
    })
    t.equal(bad.status, 400, 'a channel named twice')
    t.equal(
      (
        await call('PUT', '/contact-preferences/nectar', {
          contactPreferences: [{ channel: 'FAX', consent: true }],
        })
      ).status,
      400,
      'an unknown channel',
    )
    const trail = await audit(one.id)
    t.same(
      trail.filter((row) => row.action === 'preferences.contact').map((row) => row.detail),
      [{ sms: true }, { email: true, post: true }],
      'each change audited, newest first',
    )
  },
)

t.test('online advertising and sound effects: defaults, changes kept, audited', async (t) => {
  const one = await freshCollector(stand)
  const call = caller(stand, await accessTokenOf(stand, one.cardNumber))
  const ad = (consent: boolean) => ({ contactPreferences: [{ channel: 'ONLINEAD', consent }] })
  t.same(await call('GET', '/contact-preferences/cpm?channel=ONLINEAD'), { status: 200, body: ad(false) })
  t.same(await call('POST', '/contact-preferences/cpm', ad(true)), { status: 200, body: ad(true) })
  t.same((await call('GET', '/contact-preferences/cpm?channel=ONLINEAD')).body, ad(true))
  t.equal((await call('GET', '/contact-preferences/cpm?channel=EMAIL')).status, 400, 'ONLINEAD only')

  t.same(await call('GET', '/preferences/sound-effects'), { status: 200, body: { enabled: true } })
  t.same(await call('PUT', '/preferences/sound-effects', { enabled: false }), {
    status: 200,
    body: { enabled: false },
  })
  t.same((await call('GET', '/preferences/sound-effects')).body, { enabled: false })
  const actions = (await audit(one.id)).map((row) => row.action)
  t.same(actions.sort(), ['preferences.online-advertising', 'preferences.sound-effects'])
})

t.test('a lost card is blocked at once and the balance moves to the new number', async (t) => {
  const one = await freshCollector(stand, 4321)
  const call = caller(stand, await accessTokenOf(stand, one.cardNumber))
  const answer = await call('POST', '/replacement-card?replacementType=LOST', {})
  t.equal(answer.status, 200)
  const body = answer.body as {
    cardNumber: string
    replacementType: string
    cardType: string
    expectedArrival: string
  }
  t.match(body, { replacementType: 'LOST', cardType: 'CARD', expectedArrival: /^\d{4}-\d{2}-\d{2}$/ })
  t.not(body.cardNumber, one.cardNumber, 'a new number')
  t.same(await call('GET', '/balance'), { status: 200, body: { points: 4321 } }, 'the points on the new card')
  const replaced = await db
    .withTables<{
      card_replacements: { old_card_number: string; new_card_number: string; card_type: string }
    }>()
    .selectFrom('card_replacements')
    .select(['old_card_number', 'new_card_number', 'card_type'])
    .where('old_card_number', '=', one.cardNumber)
    .executeTakeFirstOrThrow()
  t.same(replaced, { old_card_number: one.cardNumber, new_card_number: body.cardNumber, card_type: 'CARD' })
  t.ok(
    await stand.upstream.cardSelfService.repository.isReplaced(one.cardNumber),
    'the old number is blocked',
  )
  t.same(
    (await audit(one.id)).map((row) => [row.action, row.detail]),
    [['card.replaced', { replacementType: 'LOST', cardType: 'CARD', pointsMoved: 4321 }]],
  )

  const keyTag = await call('POST', '/replacement-card?replacementType=DAMAGED&cardType=KEYTAG', {})
  t.match(keyTag.body, { replacementType: 'DAMAGED', cardType: 'KEYTAG' }, 'the key-tag variant')
  t.equal(
    (await call('POST', '/replacement-card?replacementType=MISLAID', {})).status,
    400,
    'three types only',
  )
})

t.test('deleting the account: the password confirms it; personal data goes, the balance stays', async (t) => {
  const one = await freshCollector(stand, 800)
  const token = await accessTokenOf(stand, one.cardNumber)
  const call = caller(stand, token)
  await call('PUT', '/contact-preferences/nectar', {
    contactPreferences: [{ channel: 'EMAIL', consent: true }],
  })

  const wrong = await call('DELETE', '/session/anonymise', { password: 'not-my-password' })
  t.same(wrong, { status: 403, body: { code: 'WRONG_PASSWORD', message: 'The password is not right' } })
  t.equal((await call('GET', '/balance')).status, 200, 'a wrong password changes nothing')

  t.same(await call('DELETE', '/session/anonymise', { password: one.password }), { status: 204, body: null })
  const row = await db.selectFrom('collectors').selectAll().where('id', '=', one.id).executeTakeFirstOrThrow()
  t.match(row, {
    card_number: one.cardNumber,
    email: null,
    password_hash: null,
    first_name: '',
    last_name: '',
    date_of_birth: null,
    phone_number: null,
    status: 'inactivated',
  })
  t.ok(row.anonymised_at, 'when it was anonymised')
  t.equal(await stand.upstream.balancesRepository.points(one.id), 800, 'the balance kept without identity')
  const preferences = await db
    .withTables<{ contact_preferences: { collector_id: string } }>()
    .selectFrom('contact_preferences')
    .select('collector_id')
    .where('collector_id', '=', one.id)
    .execute()
  t.same(preferences, [], 'preferences gone')
  t.equal((await call('GET', '/balance')).status, 401, 'the token no longer works')
  t.equal((await audit(one.id))[0]?.action, 'account.anonymised', 'audited')
  t.equal(
    await stand.upstream.collectorsRepository.idByEmail(one.email),
    undefined,
    'the address is free again',
  )
})
