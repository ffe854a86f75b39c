/**
 * Local mode only: the preview-signing key pair (EC P-256, for ES256) is generated on first start
 * and kept under DATA_DIR, standing in for the content system's key so that `npm run preview-token`
 * can sign previews a local gateway accepts. Elsewhere the gateway holds only the public key
 * (PREVIEW_PUBLIC_JWK); the private key stays with the content system.
 */
import { generateKeyPairSync, type JsonWebKey } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export type PreviewKeyPair = { privateJwk: JsonWebKey; publicJwk: JsonWebKey }

export function loadLocalPreviewKey(dataDir: string): PreviewKeyPair {
  const file = join(dataDir, 'preview-key.json')
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PreviewKeyPair
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const pair: PreviewKeyPair = {
    privateJwk: privateKey.export({ format: 'jwk' }),
    publicJwk: publicKey.export({ format: 'jwk' }),
  }
  mkdirSync(dataDir, { recursive: true })
  // 'wx' fails if another process wrote the file first; then read theirs.
  try {
    writeFileSync(file, `${JSON.stringify(pair, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return JSON.parse(readFileSync(file, 'utf8')) as PreviewKeyPair
    throw error
  }
  return pair
}
