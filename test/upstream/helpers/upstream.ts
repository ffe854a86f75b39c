/**
 * Builds the reference upstream for a test on a chosen store, closed in teardown; a seeded PGlite
 * store starts from the run's seeded store when there is one.
 */
import type { Test } from 'tap'
import { loadConfig } from '../../../config/env.ts'
import { buildUpstream, type UpstreamOptions } from '../../../server/upstream/server.ts'
import { seededStoreEnv } from '../../helpers/seeded-store.ts'

export type Store = 'pglite' | 'postgresql'

/** Secrets that preprod and prod require; tests only. */
export const TEST_SECRETS = {
  SESSION_KEYS: Buffer.alloc(32, 7).toString('base64'),
  OIDC_CLIENT_SECRET: 'test-client-secret-0123456789abcdef0123',
  CAPTCHA_HMAC_KEY: 'test-captcha-key-0123456789abcdef01234567',
  SWITCHES_TESTER_KEY: 'test-switches-tester-key-0123456789abcdef',
}

export function testConfig(t: Test, env: Record<string, string | undefined> = {}) {
  return loadConfig({ DATA_DIR: t.testdir(), LOG_LEVEL: 'silent', ...env })
}

export async function buildTestUpstream(
  t: Test,
  env: Record<string, string | undefined> = {},
  options: UpstreamOptions = {},
) {
  const config = testConfig(t, { ...(options.seed !== false && seededStoreEnv(env)), ...env })
  const app = await buildUpstream(config, options)
  t.teardown(() => app.close())
  await app.ready()
  return app
}
