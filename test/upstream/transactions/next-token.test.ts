/** The transactions page position: round-trips exactly; anything it did not make is refused. */
import t from 'tap'
import { decodeNextToken, encodeNextToken } from '../../../server/upstream/transactions/next-token.ts'

t.test('a position round-trips through its token', async (t) => {
  const position = {
    occurredAt: new Date('2025-06-01T10:11:12.345Z'),
    id: '0b9e2f0e-6c1d-4a55-9a57-6d7c6c3c1f00',
  }
  const token = encodeNextToken(position)
  t.match(token, /^[A-Za-z0-9_-]+$/, 'base64url')
  t.same(decodeNextToken(token), position)
})

t.test('text it did not make: undefined', async (t) => {
  const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  for (const token of [
    '',
    'not-a-token',
    forged(['2025-06-01T10:11:12.345Z']),
    forged(['2025-06-01', 'abc']),
    forged(['2025-06-01T10:11:12.345Z', 'a b']),
    forged(['2025-06-01T10:11:12.345Z', 42]),
    forged({ occurredAt: '2025-06-01T10:11:12.345Z', id: 'abc' }),
  ])
    t.equal(decodeNextToken(token), undefined, token)
})
