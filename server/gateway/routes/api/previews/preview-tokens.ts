/**
 * Verifies a content editor's preview token: ES256 only (a token naming `none`, HS256 or any other
 * algorithm is refused before its signature is looked at), `iat` and `exp` required, at most a week
 * old, and claims that match the preview schemas exactly. Answers the preview or the refusal's code.
 * @see https://github.com/panva/jose/blob/main/docs/jwt/verify/functions/jwtVerify.md
 */
import type { JsonWebKey } from 'node:crypto'
import { errors, importJWK, jwtVerify } from 'jose'
import Value from 'typebox/value'
import { type Preview, type PreviewKind, PreviewSchema } from '../../../../../shared/contract/previews.ts'

/** Longest a preview link lives, whatever its `exp` says. */
const PREVIEW_MAX_AGE = '7d'

export type PreviewOutcome =
  | { preview: Preview }
  | { refusal: 'PREVIEW_INVALID' | 'PREVIEW_EXPIRED' | 'PREVIEW_WRONG_KIND' }

export async function createPreviewVerifier(publicJwk: JsonWebKey) {
  const key = await importJWK({ ...publicJwk, alg: 'ES256' }, 'ES256')
  return async (token: string, kind: PreviewKind): Promise<PreviewOutcome> => {
    let payload: Record<string, unknown>
    try {
      ;({ payload } = await jwtVerify(token, key, {
        algorithms: ['ES256'],
        requiredClaims: ['iat', 'exp'],
        maxTokenAge: PREVIEW_MAX_AGE,
      }))
    } catch (error) {
      return { refusal: error instanceof errors.JWTExpired ? 'PREVIEW_EXPIRED' : 'PREVIEW_INVALID' }
    }
    const { iat: _iat, exp: _exp, iss: _iss, ...claims } = payload
    if (!Value.Check(PreviewSchema, claims)) return { refusal: 'PREVIEW_INVALID' }
    if (claims.kind !== kind) return { refusal: 'PREVIEW_WRONG_KIND' }
    return { preview: claims }
  }
}
