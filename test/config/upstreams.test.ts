import t from 'tap'
import { loadConfig } from '../../config/env.ts'
import { upstreamsOf } from '../../config/upstreams.ts'

t.test(
  'by default every family is the reference upstream, with the shared timeout and retries',
  async (t) => {
    const upstreams = upstreamsOf(loadConfig({ DATA_DIR: t.testdir() }))
    const reference = { url: 'http://127.0.0.1:3001', timeoutMs: 30000, retries: 2 }
    t.same(upstreams, {
      identity: reference,
      management: reference,
      offers: reference,
      content: reference,
      outbox: reference,
    })
  },
)

t.test('the existing variables keep their meaning, one block per family', async (t) => {
  const config = loadConfig({
    DATA_DIR: t.testdir(),
    UPSTREAM_PORT: '4001',
    IDENTITY_API_URL: 'https://identity.example.co.uk/api',
    MANAGEMENT_API_URL: 'https://management.example.co.uk',
    OFFERS_API_URL: 'https://offers.example.co.uk',
    CONTENT_API_URL: 'https://content.example.co.uk',
    UPSTREAM_TIMEOUT_MS: '5000',
    UPSTREAM_RETRIES: '1',
  })
  const upstreams = upstreamsOf(config)
  t.same(upstreams.identity, { url: 'https://identity.example.co.uk/api', timeoutMs: 5000, retries: 1 })
  t.equal(upstreams.management.url, 'https://management.example.co.uk')
  t.equal(upstreams.offers.url, 'https://offers.example.co.uk')
  t.equal(upstreams.content.url, 'https://content.example.co.uk')
  t.same(
    upstreams.outbox,
    { url: 'http://127.0.0.1:4001', timeoutMs: 5000, retries: 1 },
    'outbox: reference only',
  )
  t.equal(upstreamsOf({ ...config, OFFERS_API_URL: undefined }).offers.url, 'http://127.0.0.1:4001')
})
