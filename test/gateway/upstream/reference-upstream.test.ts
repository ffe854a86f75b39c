import type { AddressInfo } from 'node:net'
import t from 'tap'
import { loadConfig } from '../../../config/env.ts'
import { createUpstream } from '../../../server/gateway/plugins/app/upstream/index.ts'
import { startUpstream } from '../../../server/upstream/server.ts'
import { seededStoreEnv } from '../../helpers/seeded-store.ts'
import { captureLog } from './helpers.ts'

t.test('the clients read the real reference upstream', async (t) => {
  const dir = t.testdir()
  const reference = await startUpstream(
    loadConfig({ ...seededStoreEnv({}), DATA_DIR: dir, UPSTREAM_PORT: '0', LOG_LEVEL: 'silent' }),
  )
  t.teardown(() => reference.close())
  const { port } = reference.server.address() as AddressInfo
  const { log, lines } = captureLog()
  const upstream = createUpstream(loadConfig({ DATA_DIR: dir, UPSTREAM_PORT: String(port) }), log)
  t.teardown(() => upstream.close())

  await upstream.ping()
  const faqs = await upstream.content.getDocument('faqs')
  t.match(faqs, [{ title: 'Collecting points', questions: Array }])
  t.match(await upstream.content.getRegistrationDocument('businessOffersPage'), { description: String })
  t.match(await upstream.content.getRegistrationHtml('privacy-policy-short'), /^<h2>Your privacy<\/h2>/)
  await t.rejects(upstream.content.getDocument('no-such-document'), {
    code: 'UPSTREAM_REJECTED',
    status: 404,
    message: 'No document named no-such-document.json',
  })
  t.same(
    lines().map((line) => [line.path, line.status]),
    [
      ['/healthz', 200],
      ['/documents-api/faqs.json', 200],
      ['/documents-api/registration/businessOffersPage.json', 200],
      ['/documents-api/registration/privacy-policy-short.html', 200],
      ['/documents-api/no-such-document.json', 404],
    ],
  )
})
