/**
 * A refusal thrown anywhere in a route is answered by the one error handler with its status and
 * its declared body (code, message and the answer's other fields), a 5xx one included.
 */
import t from 'tap'
import { Refusal } from '../../../server/gateway/errors/refusal.ts'
import { refusals } from '../../../server/gateway/routes/api/registration/replies.ts'
import { buildTestGateway, sameOriginHeaders } from '../../helpers/gateway.ts'

t.test('a thrown refusal answers its status and body', async (t) => {
  const app = await buildTestGateway(
    t,
    {},
    {
      register: (fastify) => {
        fastify.get('/api/test/out-of-order', async () => {
          throw refusals.outOfOrder('check-email')
        })
        fastify.get('/api/test/invalid', async () => {
          throw refusals.invalid({ email: 'Enter an email address', name: 'Enter your name' })
        })
        fastify.get('/api/test/lookup-down', async () => {
          throw new Refusal(502, 'SERVER_ERROR', 'The address lookup is not available', { retry: true })
        })
      },
    },
  )
  const outOfOrder = await app.inject({ url: '/api/test/out-of-order' })
  t.equal(outOfOrder.statusCode, 409)
  t.same(outOfOrder.json(), {
    code: 'STEP_OUT_OF_ORDER',
    message: 'Please complete the earlier steps first',
    nextStep: 'check-email',
  })
  const invalid = await app.inject({ url: '/api/test/invalid' })
  t.equal(invalid.statusCode, 400)
  t.same(invalid.json(), {
    code: 'VALIDATION',
    message: 'Enter an email address',
    fields: { email: 'Enter an email address', name: 'Enter your name' },
  })
  const down = await app.inject({ url: '/api/test/lookup-down' })
  t.equal(down.statusCode, 502)
  t.same(down.json(), { code: 'SERVER_ERROR', message: 'The address lookup is not available', retry: true })
})

t.test("a refusal's extra fields reach the client, never the log", async (t) => {
  const lines: string[] = []
  const app = await buildTestGateway(
    t,
    {},
    {
      logStream: { write: (line: string) => void lines.push(line) },
      register: (fastify) => {
        fastify.post('/api/test/upgrade', { config: { stateChanging: true } }, async () => {
          throw new Refusal(400, '57', 'Please log in again to continue.', {
            token: 'one-time-login-token-1',
          })
        })
      },
    },
  )
  const res = await app.inject({
    method: 'POST',
    url: '/api/test/upgrade',
    headers: sameOriginHeaders(app.config),
  })
  t.equal(res.statusCode, 400)
  t.equal(res.json().token, 'one-time-login-token-1')
  t.ok(
    lines.some((line) => line.includes('request rejected')),
    'the refusal is logged',
  )
  t.notOk(lines.join('\n').includes('one-time-login-token-1'), 'without its token')
})
