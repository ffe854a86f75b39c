/**
 * The gateway in front of the reference upstream over real HTTP, with chosen feature switches, and
 * signed-in sessions of fresh collectors (their own card and balance), made by a real identity login.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Test } from 'tap'
import { loadConfig } from '../../../config/env.ts'
import { SWITCHES } from '../../../config/switches.ts'
import type { SwitchName } from '../../../shared/switches.ts'
import { buildGateway } from '../../helpers/public-host.ts'
import { freshCollector } from '../../upstream/account-settings/helper.ts'
import { gatewayLoginCookie, PUBLIC_ORIGIN, type Stand } from '../../upstream/oidc/helper.ts'

export const API_HEADERS = {
  'x-requested-with': 'fetch',
  'sec-fetch-site': 'same-origin',
  origin: PUBLIC_ORIGIN,
}

/** A gateway on the stand with these switches on or off in every environment. */
export async function gatewayWith(
  t: Test,
  stand: Stand,
  switches: Partial<Record<SwitchName, boolean>> = {},
  env: Record<string, string> = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'account-settings-'))
  const definitions = { ...SWITCHES }
  for (const [name, on] of Object.entries(switches) as [SwitchName, boolean][])
    definitions[name] = { values: [on, on, on], forceable: false }
  const config = loadConfig({
    DATA_DIR: join(dir, 'data'),
    PUBLIC_ORIGIN,
    LOG_LEVEL: 'silent',
    UPSTREAM_PORT: new URL(stand.base).port,
    OIDC_CLIENT_SECRET: stand.config.OIDC_CLIENT_SECRET,
    ...env,
  })
  const gateway = await buildGateway(config, {
    featureSwitches: { definitions },
    clientDir: join(dir, 'no-client'),
  })
  t.teardown(async () => {
    await gateway.close()
    rmSync(dir, { recursive: true, force: true })
  })
  await gateway.ready()
  return gateway
}

export type Gateway = Awaited<ReturnType<typeof gatewayWith>>

/** Calls the gateway's /api as the signed-in client does: session cookie and CSRF headers. */
export function apiAs(gateway: Gateway, cookie: string) {
  return async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) => {
    const response = await gateway.inject({
      method,
      url,
      headers: { cookie, ...API_HEADERS },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    })
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.body ? (response.json() as Record<string, unknown>) : null,
    }
  }
}

/** A fresh collector signed in through the gateway: its details and its API caller. */
export async function signedInFresh(gateway: Gateway, stand: Stand, points?: number) {
  const collector = await freshCollector(stand, points)
  // biome-ignore lint/suspicious/noExplicitAny: the login helper takes the test gateway's narrower type
  const cookie = await gatewayLoginCookie(gateway as any, stand, collector.cardNumber)
  return { collector, cookie, api: apiAs(gateway, cookie) }
}
