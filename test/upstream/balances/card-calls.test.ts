/**
 * The reference upstream's `GET balance` and `GET customer/nectar-id` over loopback HTTP, with a
 * real access token from its provider: the seeded balance, 0 for a collector without one, the
 * barcode PNG, and 401 without a token.
 */
import t from 'tap'
import type { BalancesTables } from '../../../server/upstream/balances/schema.ts'
import { SANDBOX_BALANCES, seedBalances } from '../../../server/upstream/seed/balances.ts'
import { authorizationCode, Browser, codeGrant, DEMO, pkcePair, startStand } from '../oidc/helper.ts'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const stand = await startStand(t)
const { verifier, challenge } = pkcePair()
const { code } = await authorizationCode(new Browser(stand), challenge)
const { body } = await codeGrant(stand, code, verifier)
const bearer = { authorization: `Bearer ${String(body.access_token)}` }

t.test('balance: 0 before any points, then the sandbox balance', async (t) => {
  const before = await fetch(`${stand.base}/balance`, { headers: bearer })
  t.equal(before.status, 200)
  t.same(await before.json(), { points: 0 })
  t.equal(await seedBalances(stand.upstream.db.withTables<BalancesTables>()), true)
  t.equal(await seedBalances(stand.upstream.db.withTables<BalancesTables>()), false, 'seeded once')
  const after = await fetch(`${stand.base}/balance`, { headers: bearer })
  t.same(await after.json(), { points: SANDBOX_BALANCES[DEMO.card] })
})

t.test('nectar-id: the code128 barcode as a base64 PNG', async (t) => {
  const response = await fetch(`${stand.base}/customer/nectar-id`, { headers: bearer })
  t.equal(response.status, 200)
  const { code128 } = (await response.json()) as { code128: string }
  const png = Buffer.from(code128, 'base64')
  t.same(png.subarray(0, 8), PNG_SIGNATURE)
  t.ok(png.readUInt32BE(16) > png.readUInt32BE(20), 'wider than high, as a linear barcode is')
})

t.test('both answer 401 without a valid token', async (t) => {
  for (const path of ['/balance', '/customer/nectar-id']) {
    const anonymous = await fetch(`${stand.base}${path}`)
    t.equal(anonymous.status, 401, `${path} without a token`)
    const forged = await fetch(`${stand.base}${path}`, { headers: { authorization: 'Bearer not-a-token' } })
    t.same([forged.status, await forged.json()], [401, { code: 'UNAUTHORISED', message: 'Unauthorised' }])
  }
})
