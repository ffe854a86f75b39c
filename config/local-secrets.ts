/**
 * Local mode only: secrets are generated on first start and kept under DATA_DIR, so a second
 * start (and every process of the product) reuses them. Never used in preprod or prod.
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export type LocalSecrets = { SESSION_KEYS: string; OIDC_CLIENT_SECRET: string; CAPTCHA_HMAC_KEY: string }

export function loadLocalSecrets(dataDir: string): LocalSecrets {
  const file = join(dataDir, 'secrets.json')
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const secrets: LocalSecrets = {
    SESSION_KEYS: randomBytes(32).toString('base64'),
    OIDC_CLIENT_SECRET: randomBytes(32).toString('base64url'),
    CAPTCHA_HMAC_KEY: randomBytes(32).toString('base64url'),
  }
  mkdirSync(dataDir, { recursive: true })
  // 'wx' fails if another process wrote the file first; then read theirs.
  try {
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets
    throw error
  }
  return secrets
}
