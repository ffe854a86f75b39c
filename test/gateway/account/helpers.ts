/**
 * The gateway in front of the reference upstream (the sandbox collectors), and signed-in sessions
 * of demo collectors made by a real identity login. A session follows the cookies the gateway sets,
 * as a browser does (the two-step changes keep their new value in the session).
 */
import type { Test } from 'tap'
import { sandboxAddresses } from '../../../server/upstream/seed/addresses.ts'
import { buildTestGateway, sameOriginHeaders, type TestGateway } from '../../helpers/gateway.ts'
import { gatewayLoginCookie, PUBLIC_ORIGIN, type Stand, startStand } from '../../upstream/oidc/helper.ts'

export const ALEX = { card: '10000000001', email: 'alex.taylor@example.com' }
export const SAM = { card: '10000000002', email: 'sam.patel@example.com' }

export async function accountStand(t: Test) {
  const stand = await startStand(t)
  await stand.upstream.db.insertInto('addresses').values(sandboxAddresses).execute()
  const gateway = await buildTestGateway(t, {
    PUBLIC_ORIGIN,
    UPSTREAM_PORT: new URL(stand.base).port,
    OIDC_CLIENT_SECRET: stand.config.OIDC_CLIENT_SECRET,
  })
  return { stand, gateway }
}

const sessionPair = (setCookie: string | string[] | number | undefined) =>
  ([] as string[])
    .concat(typeof setCookie === 'number' ? [] : (setCookie ?? []))
    .map((line) => line.split(';', 1)[0] ?? '')
    .find((pair) => /^(__Host-)?session=/.test(pair))

type Reply = { status: number; body: Record<string, unknown> | null }
export type Session = ((method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => Promise<Reply>) & {
  cookie(): string
}

/** A signed-in collector's calls to the gateway's /api, keeping the cookie it is given. */
export async function signedIn(gateway: TestGateway, stand: Stand, identifier: string): Promise<Session> {
  let cookie = await gatewayLoginCookie(gateway, stand, identifier)
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
    const response = await gateway.inject({
      method,
      url,
      headers: { cookie, ...sameOriginHeaders({ PUBLIC_ORIGIN }) },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    })
    const next = sessionPair(response.headers['set-cookie'])
    if (next && !next.endsWith('=')) cookie = next
    return {
      status: response.statusCode,
      body: response.body ? (response.json() as Record<string, unknown>) : null,
    }
  }
  return Object.assign(call, { cookie: () => cookie })
}

/** The newest message to `to` whose subject starts with `subject`. */
export async function lastMessage(stand: Stand, to: string, subject: string) {
  const messages = await stand.upstream.outbox.list({ to })
  return messages.filter((m) => m.subject.startsWith(subject)).at(-1)
}

/** The six digits of the newest security code sent to `to`. */
export const lastCode = async (stand: Stand, to: string) =>
  /(\d{6})/.exec((await lastMessage(stand, to, 'Your'))?.text ?? '')?.[1] ?? ''
