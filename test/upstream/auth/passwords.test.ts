import t from 'tap'
import { hashPassword, verifyPassword } from '../../../server/upstream/auth/passwords.ts'

t.test('hashes with argon2id and a random salt', async (t) => {
  const [a, b] = await Promise.all([hashPassword('Points&Prizes42'), hashPassword('Points&Prizes42')])
  t.match(a, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/)
  t.not(a, b, 'two hashes of one password differ')
})

t.test('verifies the right password only', async (t) => {
  const hash = await hashPassword('Points&Prizes42')
  t.equal(await verifyPassword(hash, 'Points&Prizes42'), true)
  t.equal(await verifyPassword(hash, 'points&prizes42'), false)
  t.equal(await verifyPassword(hash, ''), false)
})

t.test('a malformed hash never verifies and never throws', async (t) => {
  t.equal(await verifyPassword('', 'Points&Prizes42'), false)
  t.equal(await verifyPassword('$argon2id$nonsense', 'Points&Prizes42'), false)
  t.equal(
    await verifyPassword('Points&Prizes42', 'Points&Prizes42'),
    false,
    'a plain-text value is not a hash',
  )
})
