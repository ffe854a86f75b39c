/**
 * The real gateway in front of the real reference upstream (PGlite, sandbox data) for the
 * signed-out card self-service: both the identity and the management API on the upstream.
 */
import type { Test } from 'tap'
import { buildTestGateway } from '../../helpers/gateway.ts'
import { buildTestUpstream, TEST_SECRETS } from '../../upstream/helpers/upstream.ts'
import { PUBLIC_ORIGIN } from '../login/helpers.ts'

export async function startCardSelfServiceStand(t: Test) {
  const env = { ...TEST_SECRETS, PUBLIC_ORIGIN, CAPTCHA_MAX_NUMBER: '1000' }
  const upstream = await buildTestUpstream(t, env)
  await upstream.listen({ port: 0, host: '127.0.0.1' })
  const address = upstream.server.address()
  const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''
  // Every line the gateway logs, for the checks that nothing personal is in them.
  const logLines: string[] = []
  const gateway = await buildTestGateway(
    t,
    { ...env, IDENTITY_API_URL: base, MANAGEMENT_API_URL: base, LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  )
  const lastCode = async (to: string) =>
    /(\d{6})/.exec((await upstream.outbox.list({ to })).at(-1)?.text ?? '')?.[1] ?? ''
  const outboxSize = async () => (await upstream.outbox.list({})).length
  return { upstream, gateway, lastCode, outboxSize, logLines }
}

export const API = '/api/card-self-service'
export const ALEX = { email: 'alex.taylor@example.com', lastName: 'Taylor', dateOfBirth: '21/06/1988' }
export const CASEY = { dateOfBirth: '14/02/1992', lastName: 'Morgan', postcode: 'SW1A 1AA' }
