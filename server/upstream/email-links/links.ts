/**
 * E-mailed links: a random token (32 bytes) of one purpose, stored as its sha256 with an expiry.
 * `check` says why a token no longer leads anywhere (unknown, expired, used); `redeem` spends a
 * single-use link exactly once, even when two requests race. The clock is a parameter for tests.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Forgot_Password_Cheat_Sheet.html#url-tokens
 */
import {
  LINK_VALID_MS,
  type LinkPurpose,
  type LinkRefusalCode,
} from '../../../shared/constants/email-links.ts'
import { digest, newToken } from '../lib/tokens.ts'
import type { EmailLinksRepository, NewEmailLink } from './repository.ts'
import type { EmailLinksTable } from './schema.ts'

export type Clock = () => number
type Row = Awaited<ReturnType<EmailLinksRepository['byHash']>> & {}
export type LinkCheck = { ok: true; link: Row } | { ok: false; code: LinkRefusalCode }

export type LinkFields = Omit<NewEmailLink, 'token_hash' | 'purpose' | 'expires_at'> &
  Partial<Pick<EmailLinksTable, 'email_type'>>

export function createEmailLinks(repository: EmailLinksRepository, now: Clock = Date.now) {
  /** The link a token names, if it is of this purpose, unused (or reusable) and in time. */
  async function check(token: string, purpose: LinkPurpose, { reusable = false } = {}): Promise<LinkCheck> {
    const link = await repository.byHash(digest(token))
    // A token of another purpose is unknown here: one link never serves two purposes.
    if (!link || link.purpose !== purpose) return { ok: false, code: 'LINK_UNKNOWN' }
    if (link.used_at && !reusable) return { ok: false, code: 'LINK_USED' }
    if (link.expires_at.getTime() <= now()) return { ok: false, code: 'LINK_EXPIRED' }
    return { ok: true, link }
  }
  return {
    /** A new link's token: only its hash is stored, with the purpose's lifetime. */
    async issue(purpose: LinkPurpose, fields: LinkFields): Promise<string> {
      const token = newToken()
      await repository.insert({
        ...fields,
        email: fields.email.toLowerCase(),
        token_hash: digest(token),
        purpose,
        expires_at: new Date(now() + LINK_VALID_MS[purpose]),
      })
      return token
    },
    check,
    /** Spends a single-use link: LINK_USED for every call but the first. */
    async redeem(token: string, purpose: LinkPurpose): Promise<LinkCheck> {
      const checked = await check(token, purpose)
      if (!checked.ok) return checked
      const spent = await repository.markUsed(checked.link.token_hash, new Date(now()))
      return spent ? checked : { ok: false, code: 'LINK_USED' }
    },
    /** Records that a reusable link was followed (the unsubscribe link keeps working). */
    async touch(token: string): Promise<void> {
      await repository.markUsed(digest(token), new Date(now()))
    },
    now,
  }
}

export type EmailLinks = ReturnType<typeof createEmailLinks>
