/**
 * The codes the document names are the ones the gateway answers with: each call below gets a refusal
 * whose status the operation lists, with a description that names the refusal's code.
 */
import t from 'tap'
import { gatewayFor } from '../operations/helpers.ts'
import { fetchDocument } from './helpers.ts'

const TOKEN_BODY = {
  grant_type: 'authorization_code',
  code: 'c'.repeat(30),
  redirect_uri: 'https://partner.example/back',
}

t.test('refusals carry the code their documented answer names', async (t) => {
  const { app } = await gatewayFor(t)
  const { doc } = await fetchDocument(app)
  const calls = [
    // Signed out.
    { method: 'GET', path: '/api/offers', url: '/api/offers' },
    // Not from this site (no custom header, no origin).
    { method: 'POST', path: '/api/session/logout', url: '/api/session/logout', payload: {} },
    // A partner without credentials.
    { method: 'POST', path: '/connect/token', url: '/connect/token', payload: TOKEN_BODY },
    // Field rules.
    { method: 'POST', path: '/connect/token', url: '/connect/token', payload: { grant_type: 'password' } },
    // The upstream cannot be reached (nothing listens on its port).
    { method: 'GET', path: '/api/prices/categories', url: '/api/prices/categories' },
  ] as const
  for (const call of calls) {
    const res = await app.inject({
      method: call.method,
      url: call.url,
      ...('payload' in call ? { payload: call.payload } : {}),
    })
    const { code } = res.json()
    const answer = doc.paths[call.path]?.[call.method.toLowerCase()]?.responses?.[String(res.statusCode)]
    t.ok(answer, `${call.method} ${call.path} lists ${res.statusCode}`)
    t.match(
      answer?.description ?? '',
      `\`${code}\``,
      `${call.method} ${call.path} ${res.statusCode} names ${code}`,
    )
  }
})
