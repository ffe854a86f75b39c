/**
 * The gateway in front of the reference upstream (demo collectors seeded), with the e-mailed links'
 * clock in the test's hands, and helpers to read a link from the outbox and call the gateway as the
 * page does.
 */
import type { Test } from 'tap'
import { buildUpstream } from '../../../server/upstream/server.ts'
import { buildTestGateway, sameOriginHeaders } from '../../helpers/gateway.ts'
import { seededStoreEnv } from '../../helpers/seeded-store.ts'
import { PUBLIC_ORIGIN, seedCollectors, testConfig } from '../../upstream/oidc/helper.ts'

export async function linksStand(t: Test) {
  const clock = { shiftMs: 0 }
  const config = testConfig(t.testdir(), seededStoreEnv({}, 'collectors'))
  const upstream = await buildUpstream(config, { seed: false, linksClock: () => Date.now() + clock.shiftMs })
  await upstream.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(() => upstream.close())
  await seedCollectors(upstream)
  const port = String((upstream.server.address() as { port: number }).port)
  const gateway = await buildTestGateway(t, { PUBLIC_ORIGIN, UPSTREAM_PORT: port })
  let address = 0
  /** Calls the gateway as the page does, each call from a client address of its own (rate limits). */
  const api = async (
    method: 'POST' | 'PUT',
    url: string,
    payload: Record<string, unknown>,
    remoteAddress?: string,
  ) => {
    address += 1
    const response = await gateway.inject({
      method,
      url,
      remoteAddress: remoteAddress ?? `198.51.100.${address % 250}`,
      headers: sameOriginHeaders({ PUBLIC_ORIGIN }),
      payload,
    })
    return { status: response.statusCode, body: response.json() as Record<string, unknown> }
  }
  /** The token of the newest link to `to` whose URL contains `path`. */
  const linkTo = async (to: string, path: string) => {
    const mails = await upstream.outbox.list({ to })
    const link = mails.flatMap((mail) => mail.links).findLast((url) => url.includes(path))
    return new URL(link ?? 'http://x/').searchParams.get('token') ?? ''
  }
  return { upstream, gateway, clock, api, linkTo }
}
