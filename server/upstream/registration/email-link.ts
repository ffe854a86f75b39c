/**
 * The confirmation e-mail's link: a token whose hash and expiry are stored with the journey. The
 * link works for EMAIL_LINK_VALID_HOURS and may be opened more than once in that time (mail
 * scanners open links too) until the journey is submitted. The clock is a parameter for tests.
 */
import type { Kysely } from 'kysely'
import { EMAIL_LINK_VALID_HOURS } from '../../../shared/constants/limits.ts'
import type { Database } from '../db/schema.ts'
import { digest, newToken } from '../lib/tokens.ts'
import {
  createRegistrationsRepository,
  type Registration,
  type RegistrationsRepository,
} from './repository.ts'

export type Clock = () => number

const VALID_MS = EMAIL_LINK_VALID_HOURS * 60 * 60 * 1000

/** A new link token and the columns that hold it; an earlier link of the journey stops working. */
export function newEmailLink(now: Clock = Date.now) {
  const token = newToken()
  return {
    token,
    columns: { email_token_hash: digest(token), email_token_expires_at: new Date(now() + VALID_MS) },
  }
}

export type EmailLinkCheck =
  | { kind: 'valid'; row: Registration }
  | { kind: 'invalid' }
  | { kind: 'expired'; row: Registration }

/** The open journey a link token belongs to, or why it no longer leads anywhere. */
export async function checkEmailLink(
  db: Kysely<Database>,
  token: string,
  now: Clock = Date.now,
): Promise<EmailLinkCheck> {
  return checkLinkOf(createRegistrationsRepository(db), token, now)
}

/** `checkEmailLink` over the registrations repository, as the routes call it. */
export async function checkLinkOf(
  registrations: Pick<RegistrationsRepository, 'findByEmailTokenHash'>,
  token: string,
  now: Clock = Date.now,
): Promise<EmailLinkCheck> {
  const row = await registrations.findByEmailTokenHash(digest(token))
  if (!row || row.sign_up_status) return { kind: 'invalid' }
  // Links sent before expiry was recorded have no time: they count as expired.
  if (!row.email_token_expires_at || row.email_token_expires_at.getTime() <= now())
    return { kind: 'expired', row }
  return { kind: 'valid', row }
}
