/**
 * `npm run preview-token -- <offer-card|hero-card|offer-details> <content.json> [hours]`: prints a
 * preview link's path, signed as the content system signs it (ES256, default 24 hours, at most a
 * week). The key: PREVIEW_SIGNING_JWK (a private EC P-256 JWK) from the environment, or in local mode
 * the pair the gateway generated under DATA_DIR. The JSON file holds the offer (offer-card,
 * offer-details) or the hero card (hero-card) as the preview schemas describe them.
 */
import { readFileSync } from 'node:fs'
import { importJWK, SignJWT } from 'jose'
import { loadLocalPreviewKey } from '../config/local-preview-key.ts'
import { PREVIEW_KINDS, type PreviewKind } from '../shared/contract/previews.ts'

const PATHS: Record<PreviewKind, string> = {
  'offer-card': '/offercard-preview',
  'hero-card': '/herocard-preview',
  'offer-details': '/offerdetails-preview',
}

const [kind, file, hoursArg = '24'] = process.argv.slice(2)
const hours = Number(hoursArg)
if (!PREVIEW_KINDS.includes(kind as PreviewKind) || !file) {
  console.error(`usage: npm run preview-token -- <${PREVIEW_KINDS.join('|')}> <content.json> [hours]`)
  process.exit(1)
}
if (!(hours > 0 && hours <= 24 * 7)) {
  console.error('hours: more than 0, at most 168 (a week)')
  process.exit(1)
}
const content: unknown = JSON.parse(readFileSync(file, 'utf8'))
const jwk = process.env.PREVIEW_SIGNING_JWK
  ? JSON.parse(process.env.PREVIEW_SIGNING_JWK)
  : loadLocalPreviewKey(process.env.DATA_DIR ?? './data').privateJwk
const key = await importJWK({ ...jwk, alg: 'ES256' }, 'ES256')
const claims = kind === 'hero-card' ? { kind, hero: content } : { kind, offer: content }
const token = await new SignJWT(claims)
  .setProtectedHeader({ alg: 'ES256', typ: 'JWT' })
  .setIssuedAt()
  .setIssuer('content-system')
  .setExpirationTime(`${hours}h`)
  .sign(key)
console.log(`${PATHS[kind as PreviewKind]}/${token}`)
