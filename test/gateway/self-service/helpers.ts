/**
 * The real gateway in front of the real reference upstream for the signed-out flows: the
 * management family (the self-service calls) is served by the same upstream as the identity API.
 */
import { Writable } from 'node:stream'
import type { Test } from 'tap'
import { buildTestGateway } from '../../helpers/gateway.ts'
import { buildTestUpstream, TEST_SECRETS } from '../../upstream/helpers/upstream.ts'
import { PUBLIC_ORIGIN } from '../login/helpers.ts'

/** `logs` holds every line the gateway logged, parsed. */
export async function startSelfServiceStand(t: Test) {
  const logs: Record<string, unknown>[] = []
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line))
      done()
    },
  })
  const env = { ...TEST_SECRETS, PUBLIC_ORIGIN, CAPTCHA_MAX_NUMBER: '1000' }
  const upstream = await buildTestUpstream(t, env)
  await upstream.listen({ port: 0, host: '127.0.0.1' })
  const address = upstream.server.address()
  const base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''
  const gateway = await buildTestGateway(
    t,
    { ...env, IDENTITY_API_URL: base, MANAGEMENT_API_URL: base },
    { logStream },
  )
  return { upstream, gateway, logs }
}

/** The six digits of the newest message to `to` in the outbox. */
export const lastCode = async (
  upstream: { outbox: { list: (f: { to: string }) => Promise<{ text: string }[]> } },
  to: string,
) => /(\d{6})/.exec((await upstream.outbox.list({ to })).at(-1)?.text ?? '')?.[1] ?? ''
