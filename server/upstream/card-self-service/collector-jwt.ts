/**
 * The `encryptedCollectorJwt` of a self-service flow: a JWT signed (HS256) and then encrypted
 * (dir, A256GCM) by the upstream with keys only it holds, so the gateway and the browser can
 * neither read nor alter it. It names the flow (its audience), carries a random `jti` (the flow's
 * row is keyed by its hash) and, when the details matched, the anonymous two-factor flow's token
 * (`ft`) whose code it is redeemed with; it lives 10 minutes, as the code does.
 * @see https://github.com/panva/jose/blob/main/docs/jwe/compact/encrypt/classes/CompactEncrypt.md
 */
import { randomBytes } from 'node:crypto'
import { CompactEncrypt, compactDecrypt, jwtVerify, SignJWT } from 'jose'
import type { FlowKind } from './schema.ts'

export const FLOW_TTL_MS = 10 * 60_000
const ISSUER = 'card-self-service'

export type CollectorJwtKeys = { signing: Uint8Array; encryption: Uint8Array }

/** Fresh keys: flows do not outlive the upstream process (they last 10 minutes anyway). */
export const newCollectorJwtKeys = (): CollectorJwtKeys => ({
  signing: randomBytes(32),
  encryption: randomBytes(32),
})

export type CollectorJwtClaims = { jti: string; flowToken?: string | undefined }

export async function sealCollectorJwt(
  keys: CollectorJwtKeys,
  flow: FlowKind,
  { jti, flowToken }: CollectorJwtClaims,
  now: number,
) {
  const issuedAt = Math.floor(now / 1000)
  const signed = await new SignJWT(flowToken ? { ft: flowToken } : {})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(flow)
    .setJti(jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + FLOW_TTL_MS / 1000)
    .sign(keys.signing)
  return new CompactEncrypt(new TextEncoder().encode(signed))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', cty: 'JWT' })
    .encrypt(keys.encryption)
}

/** The claims when the token is genuine, of this flow and unexpired at `now`; else undefined. */
export async function openCollectorJwt(
  keys: CollectorJwtKeys,
  token: string,
  flow: FlowKind,
  now: number,
): Promise<CollectorJwtClaims | undefined> {
  try {
    const { plaintext } = await compactDecrypt(token, keys.encryption, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    })
    const { payload } = await jwtVerify(new TextDecoder().decode(plaintext), keys.signing, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: flow,
      currentDate: new Date(now),
      clockTolerance: 0,
    })
    if (typeof payload.jti !== 'string') return undefined
    return { jti: payload.jti, flowToken: typeof payload.ft === 'string' ? payload.ft : undefined }
  } catch {
    return undefined
  }
}
