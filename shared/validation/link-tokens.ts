/**
 * The shape of the token each e-mailed or partner link carries: the gateway's schemas declare these
 * patterns, and each link's page checks its token with the same rule before calling, so a link cut
 * short or mistyped shows the invalid-link page at once instead of a refusal.
 */

/** The upstream's opaque tokens: 32 random bytes, base64url (unsubscribe, confirmations, reset, code links). */
export const LINK_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$'
/** A temporary card's e-mailed link. */
export const TEMP_CARD_TOKEN_PATTERN = '^[A-Za-z0-9_-]{16,128}$'
/** A signed preview token: a compact JWS, three base64url parts. */
export const PREVIEW_TOKEN_PATTERN = '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$'
export const PREVIEW_TOKEN_MAX_LENGTH = 16_384
/** A partner's code in a connect request link. */
export const PARTNER_CODE_PATTERN = '^[a-z0-9-]{1,40}$'

const matches = (pattern: string) => {
  const regex = new RegExp(pattern)
  return (token: string | undefined): boolean => typeof token === 'string' && regex.test(token)
}

export const isLinkToken = matches(LINK_TOKEN_PATTERN)
export const isTempCardToken = matches(TEMP_CARD_TOKEN_PATTERN)
export const isPartnerCode = matches(PARTNER_CODE_PATTERN)
const previewShape = matches(PREVIEW_TOKEN_PATTERN)
export const isPreviewToken = (token: string | undefined): boolean =>
  previewShape(token) && (token?.length ?? 0) <= PREVIEW_TOKEN_MAX_LENGTH
