/**
 * The password reset: a link e-mailed to the account of an address or card (30 minutes, single
 * use, only its hash stored), opened to set a new password under the §5 rules; collectors of the
 * sandbox's two-factor cards give a code first. Setting the password uses the link, retires the
 * collector's other links, ends every provider session and grant, and e-mails a notice.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Forgot_Password_Cheat_Sheet.html
 */
import type { Kysely } from 'kysely'
import type { ResetLink } from '../../../shared/contract/upstream/self-service.ts'
import { validatePassword } from '../../../shared/validation/password-rules.ts'
import { hashPassword, verifyPassword } from '../auth/passwords.ts'
import { digest, newToken } from '../lib/tokens.ts'
import type { Outbox } from '../outbox/outbox.ts'
import { TWO_FACTOR_CARDS } from '../seed/login-sandbox.ts'
import type { Clock } from '../two-factor/challenges.ts'
import type { FlowCodes } from './flow-codes.ts'
import { createSelfServiceRepository } from './repository.ts'
import type { SelfServiceTables } from './schema.ts'

export const RESET_LINK_TTL_MS = 30 * 60_000
/** Reset e-mails to one account an hour: a flood of requests cannot flood the inbox. */
export const MAX_RESET_EMAILS = 3
const RESET_WINDOW_MS = 60 * 60_000

type Refused<Code extends string> = { refused: Code; message: string }
export type OpenResult = ResetLink | Refused<'LINK_USED' | 'LINK_EXPIRED'>
export type SetResult =
  | { collectorId: string }
  | Refused<'LINK_USED' | 'LINK_EXPIRED' | 'TWO_FA_REQUIRED' | 'PASSWORD_INVALID'>

const USED = { refused: 'LINK_USED', message: 'This link has already been used' } as const
const EXPIRED = { refused: 'LINK_EXPIRED', message: 'This link has expired' } as const

export type PasswordResetOptions = { schemeName: string; origin: string; now?: Clock }

export function createPasswordReset(
  db: Kysely<SelfServiceTables>,
  outbox: Pick<Outbox, 'send'>,
  flows: FlowCodes,
  { schemeName, origin, now = Date.now }: PasswordResetOptions,
) {
  const store = createSelfServiceRepository(db)
  const date = (offset = 0) => new Date(now() + offset)

  async function liveLink(token: string) {
    const link = await store.link(digest(token))
    if (!link || link.expires_at.getTime() <= now()) return EXPIRED
    if (link.used_at) return USED
    const collector = await store.collectorById(link.collector_id)
    return collector ?? EXPIRED
  }

  return {
    /** The collector a request names, or undefined: the same one query either way. */
    findByEmail: (email: string) => store.collectorByEmail(email.trim().toLowerCase()),
    findByCard: (cardNumber: string) => store.collectorByCard(cardNumber),

    /** E-mails a new link unless this account already had its share this hour; whether it sent. */
    async sendLink(collector: { id: string; email: string | null }): Promise<boolean> {
      if (!collector.email) return false
      const token = newToken()
      const recent = await store.linksSince(collector.id, date(-RESET_WINDOW_MS))
      if (recent >= MAX_RESET_EMAILS) return false
      await store.insertLink(digest(token), collector.id, date(), date(RESET_LINK_TTL_MS))
      const link = `${origin}/confirm-reset-password?token=${token}`
      await outbox.send({
        to: collector.email,
        subject: `Reset your ${schemeName} password`,
        text: `Someone asked to reset the password of your ${schemeName} account. Choose a new password with this link within 30 minutes:\n\n${link}\n\nThe link works once. If you did not ask for this, you can ignore this email: your password stays the same.`,
        links: [link],
      })
      return true
    },

    /** Whether the link still works; a two-factor collector's flow opens here. */
    async openLink(token: string): Promise<OpenResult> {
      const found = await liveLink(token)
      if ('refused' in found) return found
      const details = { firstName: found.first_name, lastName: found.last_name, email: found.email ?? '' }
      if (!TWO_FACTOR_CARDS.has(found.card_number)) return details
      return { ...details, flowToken: await flows.open('reset', found.id, digest(token)) }
    },

    /**
     * Moves a reset to the browser that gave its code by the e-mailed code link: a new link token
     * with the same lifetime replaces the one the flow began from, which stops working.
     */
    async handOver(linkHash: string): Promise<(ResetLink & { token: string }) | undefined> {
      const link = await store.link(linkHash)
      if (!link || link.used_at || link.expires_at.getTime() <= now()) return undefined
      const collector = await store.collectorById(link.collector_id)
      if (!collector || (await store.claimLink(linkHash, date())) !== collector.id) return undefined
      const token = newToken()
      await store.insertLink(digest(token), collector.id, link.created_at, link.expires_at)
      return {
        token,
        firstName: collector.first_name,
        lastName: collector.last_name,
        email: collector.email ?? '',
      }
    },

    async setPassword(token: string, password: string, flowToken?: string): Promise<SetResult> {
      const found = await liveLink(token)
      if ('refused' in found) return found
      if (TWO_FACTOR_CARDS.has(found.card_number)) {
        const verified = flowToken && (await flows.verifiedCollector('reset', flowToken))
        if (verified !== found.id)
          return { refused: 'TWO_FA_REQUIRED', message: 'Enter the security code we sent you first' }
      }
      const broken = validatePassword(password, {
        firstName: found.first_name,
        lastName: found.last_name,
        email: found.email ?? '',
      })
      if (broken) return { refused: 'PASSWORD_INVALID', message: broken }
      const previous = await store.passwordHash(found.id)
      if (previous && (await verifyPassword(previous, password)))
        return { refused: 'PASSWORD_INVALID', message: 'Choose a password you have not used before' }
      const passwordHash = await hashPassword(password)
      // Claimed in one statement before anything changes: of two uses of one link, one wins.
      const collectorId = await store.claimLink(digest(token), date())
      if (collectorId !== found.id) return USED
      await store.setPasswordHash(found.id, passwordHash)
      await store.retireLinks(found.id, date())
      await store.endProviderRecords(found.id)
      if (flowToken) await flows.close(flowToken)
      if (found.email)
        await outbox.send({
          to: found.email,
          subject: `Your ${schemeName} password has changed`,
          text: `The password of your ${schemeName} account was changed, and every device signed in to it was signed out. If this was not you, call the Careline straight away.`,
          links: [],
        })
      return { collectorId: found.id }
    },
  }
}

export type PasswordReset = ReturnType<typeof createPasswordReset>
