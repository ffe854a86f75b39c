/**
 * RL-2: the limit keys on the client address Fastify derives through TRUST_PROXY: a direct peer
 * cannot escape its bucket with X-Forwarded-For; behind a trusted proxy each forwarded client has
 * its own bucket; IPv6 addresses of one /64 share a bucket.
 */
import t, { type Test } from 'tap'
import { buildTestGateway } from '../../helpers/gateway.ts'
import { LIMITED_MAX, testRoutes } from './helpers.ts'

type Call = { remoteAddress: string; forwardedFor?: string }

async function limiter(t: Test, env: Record<string, string> = {}) {
  const app = await buildTestGateway(t, env, { register: testRoutes })
  return async ({ remoteAddress, forwardedFor }: Call) => {
    const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}
    const response = await app.inject({ method: 'GET', url: '/api/test/limited', headers, remoteAddress })
    return response.statusCode
  }
}

t.test('a direct peer spoofing X-Forwarded-For stays in its bucket', async (t) => {
  const call = await limiter(t)
  const statuses = []
  for (let i = 0; i <= LIMITED_MAX; i++) {
    statuses.push(await call({ remoteAddress: '203.0.113.5', forwardedFor: `198.51.100.${i + 1}` }))
  }
  t.same(statuses, [200, 200, 200, 429])
})

t.test('behind a trusted proxy each forwarded client has its own bucket', async (t) => {
  const call = await limiter(t, { TRUST_PROXY: '10.0.0.1' })
  const proxy = '10.0.0.1'
  for (let i = 0; i < LIMITED_MAX; i++) {
    t.equal(await call({ remoteAddress: proxy, forwardedFor: '198.51.100.1' }), 200)
  }
  t.equal(await call({ remoteAddress: proxy, forwardedFor: '198.51.100.1' }), 429, 'client 1 is limited')
  t.equal(await call({ remoteAddress: proxy, forwardedFor: '198.51.100.2' }), 200, 'client 2 is not')
  t.equal(
    await call({ remoteAddress: proxy, forwardedFor: '192.0.2.9, 198.51.100.1' }),
    429,
    'a client cannot escape by prepending an address: the proxy appends the real one',
  )
  t.equal(
    await call({ remoteAddress: '203.0.113.7', forwardedFor: '198.51.100.3' }),
    200,
    'an untrusted peer is keyed on its own address',
  )
  for (let i = 0; i < LIMITED_MAX; i++)
    await call({ remoteAddress: '203.0.113.7', forwardedFor: `192.0.2.${i}` })
  t.equal(await call({ remoteAddress: '203.0.113.7', forwardedFor: '192.0.2.99' }), 429)
})

t.test('two IPv6 addresses in one /64 share a bucket', async (t) => {
  const call = await limiter(t)
  const statuses = [
    await call({ remoteAddress: '2001:db8:1:2::1' }),
    await call({ remoteAddress: '2001:db8:1:2:ffff:ffff:ffff:fffe' }),
    await call({ remoteAddress: '2001:db8:1:2:abcd::9' }),
    await call({ remoteAddress: '2001:db8:1:2::2' }),
  ]
  t.same(statuses, [200, 200, 200, 429])
  t.equal(await call({ remoteAddress: '2001:db8:1:3::1' }), 200, 'the next /64 is another bucket')
  t.equal(
    await call({ remoteAddress: '::ffff:198.51.100.7' }),
    200,
    'an IPv4-mapped address is keyed as IPv4',
  )
  for (let i = 0; i < LIMITED_MAX - 1; i++) await call({ remoteAddress: '198.51.100.7' })
  t.equal(await call({ remoteAddress: '198.51.100.7' }), 429, 'and shares the IPv4 bucket')
})
