/**
 * Which address the per-address login budget sees: the client a trusted hop names, a direct
 * client's own, and none behind a proxy the upstream does not trust (or everyone behind it would
 * share one budget).
 */
import Fastify from 'fastify'
import t from 'tap'
import {
  apiClientAddress,
  formClientAddress,
  TRUSTED_HOPS,
} from '../../../server/upstream/oidc/client-address.ts'

const app = Fastify({ trustProxy: TRUSTED_HOPS })
app.get('/', async (request) => ({
  form: formClientAddress(request) ?? null,
  api: apiClientAddress(request) ?? null,
}))
t.teardown(() => app.close())

const seen = async (remoteAddress: string, headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url: '/', remoteAddress, headers })).json()

t.test('from the gateway on loopback: the client it names', async (t) => {
  t.same(await seen('127.0.0.1', { 'x-forwarded-for': '198.51.100.7', 'x-client-ip': '198.51.100.8' }), {
    form: '198.51.100.7',
    api: '198.51.100.8',
  })
  t.same(await seen('::1'), { form: '::1', api: null }, 'no header: the hop itself, and no API client')
})

t.test('a direct client: its own address; its headers are not believed', async (t) => {
  t.same(await seen('203.0.113.5'), { form: '203.0.113.5', api: null })
  t.same(await seen('203.0.113.5', { 'x-client-ip': '198.51.100.8' }), { form: '203.0.113.5', api: null })
})

t.test('behind a proxy the upstream does not trust: no address at all', async (t) => {
  t.same(await seen('172.28.0.5', { 'x-forwarded-for': '198.51.100.7' }), { form: null, api: null })
})
