/** The account details over real HTTP: the profile, the name and the address, each change audited. */
import t from 'tap'
import { ALEX, accountStand, signedIn } from './helpers.ts'

const { stand, gateway } = await accountStand(t)
const alex = await signedIn(gateway, stand, ALEX.card)
const alexId = (
  await stand.upstream.db
    .selectFrom('collectors')
    .select('id')
    .where('card_number', '=', ALEX.card)
    .executeTakeFirstOrThrow()
).id
const auditActions = async () => (await stand.upstream.auditRepository.of(alexId)).map((row) => row.action)

t.test('the details: names, card, e-mail, the mobile and the address masked', async (t) => {
  const { status, body } = await alex('GET', '/api/account/details')
  t.equal(status, 200)
  t.same(body, {
    cardNumber: ALEX.card,
    title: 'Mx',
    firstName: 'Alex',
    lastName: 'Taylor',
    email: ALEX.email,
    emailVerified: false,
    mobile: { countryCode: '+44', lastDigits: '001' },
    address: null,
  })
})

t.test('the name: section 5 rules on the gateway; a change is audited and read back', async (t) => {
  const refused = await alex('PUT', '/api/account/details/name', {
    title: 'Mx',
    firstName: 'Al_ex',
    lastName: 'Taylor',
  })
  t.equal(refused.status, 400)
  t.equal(refused.body?.code, 'VALIDATION')
  t.match(refused.body, { fields: { firstName: String } })
  const noTitle = await alex('PUT', '/api/account/details/name', {
    title: 'King',
    firstName: 'Alex',
    lastName: 'Taylor',
  })
  t.equal(noTitle.status, 400)
  const saved = await alex('PUT', '/api/account/details/name', {
    title: 'Dr',
    firstName: 'Alex-Jo',
    lastName: "O'Taylor",
  })
  t.same(saved, { status: 200, body: { saved: true } })
  t.match((await alex('GET', '/api/account/details')).body, {
    title: 'Dr',
    firstName: 'Alex-Jo',
    lastName: "O'Taylor",
  })
  t.match((await alex('GET', '/api/session')).body, { firstName: 'Alex-Jo' })
  t.ok((await auditActions()).includes('profile.name'))
  await alex('PUT', '/api/account/details/name', { title: 'Mx', firstName: 'Alex', lastName: 'Taylor' })
})

t.test('the address: looked up, chosen, shown masked and audited', async (t) => {
  const found = await alex('POST', '/api/account/details/address/lookup', {
    building: '10',
    postcode: 'sw1a 1aa',
  })
  t.equal(found.status, 200)
  const [first] = (found.body as { addresses: string[][] }).addresses
  t.ok(first && first.length > 0, 'an address at the postcode')
  const bad = await alex('POST', '/api/account/details/address/lookup', { building: '10', postcode: 'NOPE' })
  t.equal(bad.status, 400)
  t.same(await alex('PUT', '/api/account/details/address', { address: first ?? [], postcode: 'SW1A 1AA' }), {
    status: 200,
    body: { saved: true },
  })
  const { address } = (await alex('GET', '/api/account/details')).body as {
    address: { lines: string[]; postcode: string }
  }
  t.equal(address.postcode, 'SW1A •••')
  t.equal(address.lines.length, (first?.length ?? 0) - 1, 'the postcode line is kept once, as the postcode')
  t.notOk(
    address.lines.some((line, i) => line === first?.[i] && line.length > 3),
    'lines are masked',
  )
  t.ok((await auditActions()).includes('profile.address'))
  t.equal(
    (await alex('PUT', '/api/account/details/address', { address: ['1 Road'], postcode: 'XX' })).status,
    400,
  )
})

t.test('additional details: optional, each checked, saved and read back', async (t) => {
  t.same((await alex('GET', '/api/account/additional-details')).body, {
    dateOfBirth: '21/06/1988',
    householdSize: null,
    dietaryPreference: null,
  })
  const under18 = await alex('PUT', '/api/account/additional-details', {
    dateOfBirth: '01/01/2020',
    householdSize: '',
    dietaryPreference: '',
  })
  t.equal(under18.status, 400)
  t.equal(
    (
      await alex('PUT', '/api/account/additional-details', {
        dateOfBirth: '',
        householdSize: '99',
        dietaryPreference: '',
      })
    ).status,
    400,
  )
  t.equal(
    (
      await alex('PUT', '/api/account/additional-details', {
        dateOfBirth: '',
        householdSize: '',
        dietaryPreference: 'meat',
      })
    ).status,
    400,
  )
  t.same(
    await alex('PUT', '/api/account/additional-details', {
      dateOfBirth: '2/3/1990',
      householdSize: '3',
      dietaryPreference: 'vegan',
    }),
    { status: 200, body: { saved: true } },
  )
  t.same((await alex('GET', '/api/account/additional-details')).body, {
    dateOfBirth: '02/03/1990',
    householdSize: 3,
    dietaryPreference: 'vegan',
  })
  t.ok((await auditActions()).includes('profile.additional-details'))
})

t.test('signed out, every account route is 401', async (t) => {
  for (const [method, url] of [
    ['GET', '/api/account/details'],
    ['GET', '/api/account/additional-details'],
  ] as const)
    t.equal((await gateway.inject({ method, url })).statusCode, 401, url)
})
