import t from 'tap'
import { buildTestUpstream } from '../helpers/upstream.ts'

const upstream = await buildTestUpstream(t)
const post = async (url: string, payload: object) => {
  const answer = await upstream.inject({ method: 'POST', url, payload })
  return { status: answer.statusCode, body: answer.body === '' ? null : answer.json() }
}
const ALEX = { email: 'alex.taylor@example.com', lastName: 'Taylor', dateOfBirth: '21-06-1988' }

t.test(
  'known and unknown details are both answered 200 with a token; only a match opens a code flow',
  async (t) => {
    const known = await post('/retrieve-card/request', ALEX)
    const unknown = await post('/retrieve-card/request', { ...ALEX, lastName: 'Tailor' })
    t.same([known.status, unknown.status], [200, 200])
    t.same(Object.keys(known.body).sort(), ['encryptedCollectorJwt', 'flowToken'])
    // The gateway keeps both in the session and answers the browser the same either way.
    t.same(Object.keys(unknown.body), ['encryptedCollectorJwt'])
    const sent = await post('/2fa/send/sms', { flowToken: known.body.flowToken })
    t.same(sent, { status: 200, body: { deliveryMethod: 'sms', destination: '•••• 001' } })
  },
)

t.test('a tampered or foreign token is refused as over', async (t) => {
  const { body } = await post('/replacement-card/request', {
    birthDate: '14-02-1992',
    lastName: 'Morgan',
    postcode: 'SW1A 1AA',
  })
  const token: string = body.encryptedCollectorJwt
  const tampered = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`
  const expired = { code: 'TWO_FA_EXPIRED', message: 'Two-factor challenge expired' }
  t.same(
    await post('/replacement-card/validate', {
      twoFaCode: '123456',
      encryptedCollectorJwt: tampered,
      replacementType: 'LOST',
    }),
    {
      status: 400,
      body: expired,
    },
  )
  t.same(
    await post('/retrieve-card/validate', { twoFaCode: '123456', encryptedCollectorJwt: token }),
    {
      status: 400,
      body: expired,
    },
    'a replacement token does not retrieve',
  )
  const badType = await post('/replacement-card/validate', {
    twoFaCode: '123456',
    encryptedCollectorJwt: token,
    replacementType: 'MISLAID',
  })
  t.equal(badType.status, 400, 'only the three replacement types')
})
