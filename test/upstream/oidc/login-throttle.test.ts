import t from 'tap'
import { parseIdentifier } from '../../../server/upstream/oidc/accounts.ts'
import { createLoginThrottle, throttleKey } from '../../../server/upstream/oidc/login-throttle.ts'

function clock() {
  let now = 0
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

t.test('blocks after the limit within the window, and lets go when the window ends', async (t) => {
  const { now, advance } = clock()
  const throttle = createLoginThrottle({ limit: 3, windowMs: 1000, now })
  const key = throttleKey('127.0.0.1', '10000000001')
  for (let failure = 1; failure <= 3; failure += 1) {
    t.equal(throttle.isBlocked(key), false, `before failure ${failure}`)
    throttle.recordFailure(key)
  }
  t.equal(throttle.isBlocked(key), true)
  t.equal(throttle.isBlocked(throttleKey('127.0.0.2', '10000000001')), false, 'another address is free')
  advance(999)
  t.equal(throttle.isBlocked(key), true, 'still blocked just before the window ends')
  advance(1)
  t.equal(throttle.isBlocked(key), false, 'free when it ends')
})

t.test('a success resets the count', async (t) => {
  const throttle = createLoginThrottle({ limit: 2, now: clock().now })
  throttle.recordFailure('k')
  throttle.reset('k')
  throttle.recordFailure('k')
  t.equal(throttle.isBlocked('k'), false)
})

t.test('memory stays bounded: the oldest keys are forgotten first', async (t) => {
  const throttle = createLoginThrottle({ limit: 1, maxKeys: 3, now: clock().now })
  for (const key of ['a', 'b', 'c', 'd']) throttle.recordFailure(key)
  t.equal(throttle.isBlocked('a'), false, 'the oldest went')
  t.same(
    ['b', 'c', 'd'].map((key) => throttle.isBlocked(key)),
    [true, true, true],
  )
})

t.test('identifiers: 11 digits, 19 digits with the prefix, or an email in any case', async (t) => {
  t.same(parseIdentifier('10000000001'), { column: 'card_number', value: '10000000001' })
  t.same(parseIdentifier(' 9826 3000 1000 0000 001 '), { column: 'card_number', value: '10000000001' })
  t.same(parseIdentifier('9826-3000-1000-0000-001'), { column: 'card_number', value: '10000000001' })
  t.same(parseIdentifier(' Alex.Taylor@Example.com'), { column: 'email', value: 'alex.taylor@example.com' })
  for (const bad of ['', '1000000000', '100000000011', '1111111110000000001', 'abc']) {
    t.equal(parseIdentifier(bad), undefined, JSON.stringify(bad))
  }
})
