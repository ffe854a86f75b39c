import t from 'tap'
import { parseIdentifier } from '../../../server/upstream/oidc/accounts.ts'
import { addressKey } from '../../../server/upstream/oidc/login-policy.ts'

t.test('identifiers: 11 digits, 19 digits with the prefix, or an email in any case', async (t) => {
  t.same(parseIdentifier('10000000001'), { column: 'card_number', value: '10000000001' })
  t.same(parseIdentifier(' 9826 3000 1000 0000 001 '), { column: 'card_number', value: '10000000001' })
  t.same(parseIdentifier('9826-3000-1000-0000-001'), { column: 'card_number', value: '10000000001' })
  t.same(parseIdentifier(' Alex.Taylor@Example.com'), { column: 'email', value: 'alex.taylor@example.com' })
  for (const bad of ['', '1000000000', '100000000011', '1111111110000000001', 'abc']) {
    t.equal(parseIdentifier(bad), undefined, JSON.stringify(bad))
  }
})

t.test('addresses: IPv4 as it is, IPv6 by its /64, IPv4-mapped as IPv4', async (t) => {
  t.equal(addressKey('198.51.100.7'), 'address:198.51.100.7')
  t.equal(addressKey('::ffff:198.51.100.7'), 'address:198.51.100.7')
  t.equal(addressKey('2001:db8:1:2:aaaa::1'), 'address:2001:db8:1:2::/64')
  t.equal(addressKey('2001:0db8:0001:0002:ffff:0:0:9'), 'address:2001:db8:1:2::/64')
  t.equal(addressKey('2001:db8::1'), 'address:2001:db8:0:0::/64')
  t.equal(addressKey('::1'), 'address:0:0:0:0::/64')
})
