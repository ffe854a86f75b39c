/**
 * The registration calls on PostgreSQL (the same migrations as PGlite): a journey submitted and
 * completed once under its row lock, even when two status reads race.
 */
import t from 'tap'
import { freshSchemaUrl, postgresUnavailable } from '../helpers/postgres.ts'
import { buildTestUpstream } from '../helpers/upstream.ts'

const skip = await postgresUnavailable()

t.test('a journey completes once on PostgreSQL', { skip: skip ?? false }, async (t) => {
  const app = await buildTestUpstream(t, {
    DATABASE_URL: await freshSchemaUrl(t),
    REGISTRATION_COMPLETE_MS: '0',
  })
  const post = async (url: string, payload: object) =>
    (await app.inject({ method: 'POST', url, payload })).json()
  const email = 'pg.person@example.com'
  const { authToken } = await post('/progressive/email-check', { email, contactByEmail: true })
  const [mail] = await app.outbox.list({ to: email })
  const token = new URL(mail?.links[0] ?? 'http://x/').searchParams.get('token')
  t.match(await post('/progressive/email-check-confirm', { token }), { authToken, email })
  const userData = { firstName: 'Pat', lastName: 'Green', dateOfBirth: '01-01-1980' }
  t.match(await post('/progressive/user-data', { authToken, accountType: 'personal', userData }), {
    firstName: 'Pat',
  })
  await app.inject({
    method: 'POST',
    url: '/progressive/password',
    payload: { authToken, password: 'Str0ng!Pass' },
  })
  t.same(await post('/progressive/confirm-registration', { authToken }), { nextStep: 'DO_LOGIN' })
  // Two status reads at once: the row lock lets only one of them create the collector.
  const [first, second] = await Promise.all([
    post('/sign-up/status', { authToken }),
    post('/sign-up/status', { authToken }),
  ])
  t.match(first, { signUpStatus: 'COMPLETE', cardNumber: /^[0-9]{11}$/ })
  t.equal(first.cardNumber, second.cardNumber)
  const collectors = await app.db.selectFrom('collectors').select('id').where('email', '=', email).execute()
  t.equal(collectors.length, 1)
})
