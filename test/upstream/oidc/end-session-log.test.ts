/**
 * Issue 14: the reference upstream logged the provider's end-session URL as it came, ID token
 * (id_token_hint) and all. Its request log masks credentials in URLs the way the gateway's does.
 */
import t from 'tap'
import { buildTestUpstream } from '../helpers/upstream.ts'

const ID_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJjb2xsZWN0b3ItMSJ9.c2lnbmF0dXJl'

t.test('the end-session URL is logged without the ID token', async (t) => {
  const lines: string[] = []
  const upstream = await buildTestUpstream(
    t,
    { LOG_LEVEL: 'info' },
    { seed: false, logStream: { write: (line: string) => void lines.push(line) } },
  )
  const query = new URLSearchParams({
    id_token_hint: ID_TOKEN,
    post_logout_redirect_uri: 'http://localhost:3000/welcome',
    state: '/account',
  })
  const answer = await upstream.inject({ url: `/oidc/session/end?${query}` })
  t.ok(answer.statusCode >= 200, `answered ${answer.statusCode}`)
  const logged = lines.map((line) => JSON.parse(line) as { req?: { url?: string } })
  const urls = logged.flatMap((line) => (line.req?.url ? [line.req.url] : []))
  t.ok(urls.length > 0, 'the request was logged')
  t.ok(
    urls.every((url) => url.includes('id_token_hint=[redacted]')),
    'with the hint replaced',
  )
  t.notOk(lines.join('\n').includes('eyJ'), 'no token anywhere in the log')
})
