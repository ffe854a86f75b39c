/**
 * The outbox: every e-mail and SMS the upstream sends is stored, newest last, and read back by
 * the local mailbox pages. Addresses are compared lower-cased, as e-mails are stored.
 */
import type { Kysely } from 'kysely'
import type { EmailType } from '../../../shared/constants/email-links.ts'
import type { Database, OutboxChannel } from '../db/schema.ts'
import { extractLinks } from './links.ts'
import type { SmtpRelay } from './smtp-relay.ts'

export type OutboxMessage = {
  to: string
  subject?: string
  text: string
  /** Taken from the text's http(s) links when not given. */
  links?: string[]
  channel?: OutboxChannel
  /** What kind of e-mail it is: its footer's unsubscribe link stops this type. */
  emailType?: EmailType
}

export type MailboxEntry = {
  channel: OutboxChannel
  to: string
  subject: string
  text: string
  links: string[]
  headers: Record<string, string>
  sentAt: string
}

const normaliseRecipient = (to: string) => to.trim().toLowerCase()

export type OutboxOptions = {
  /** E-mails are also handed to it; SMS stay in the outbox. */
  relay?: SmtpRelay | undefined
  onRelayError?: (error: unknown) => void
  /** Whether the address unsubscribed from the e-mail's type: then it is not sent at all. */
  suppressed?: ((to: string, emailType: EmailType) => Promise<boolean>) | undefined
  /** Adds each e-mail's unsubscribe footer and List-Unsubscribe headers (SMS carry none). */
  footer?: ((to: string, emailType: EmailType) => Promise<Footer>) | undefined
}

type Footer = { text: string; links: string[]; headers: Record<string, string> }
const NO_FOOTER: Footer = { text: '', links: [], headers: {} }

export function createOutbox(
  db: Kysely<Database>,
  { relay, onRelayError, suppressed, footer }: OutboxOptions = {},
) {
  return {
    /**
     * Stores the message (and relays an e-mail when a relay is set); returns its id, or undefined
     * for an e-mail of a type its address unsubscribed from, which is not sent.
     */
    async send({
      to,
      subject = '',
      text: body,
      links,
      channel = 'email',
      emailType = 'account',
    }: OutboxMessage): Promise<number | undefined> {
      const recipient = normaliseRecipient(to)
      if (channel === 'email' && (await suppressed?.(recipient, emailType))) return undefined
      const extra = channel === 'email' && footer ? await footer(recipient, emailType) : NO_FOOTER
      const text = `${body}${extra.text}`
      const row = await db
        .insertInto('outbox')
        .values({
          channel,
          to: recipient,
          subject,
          text,
          links: JSON.stringify([...(links ?? extractLinks(body)), ...extra.links]),
          headers: JSON.stringify(extra.headers),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (relay && channel === 'email')
        await relay.deliver({ to: recipient, subject, text, headers: extra.headers }).catch(onRelayError)
      return row.id
    },

    /** Messages in the order sent, optionally only those to one recipient. */
    async list(filter: { to?: string | undefined } = {}): Promise<MailboxEntry[]> {
      let query = db
        .selectFrom('outbox')
        .select(['channel', 'to', 'subject', 'text', 'links', 'headers', 'sent_at'])
        .orderBy('id')
      if (filter.to) query = query.where('to', '=', normaliseRecipient(filter.to))
      const rows = await query.execute()
      return rows.map(({ sent_at, headers, ...row }) => ({
        ...row,
        headers: JSON.parse(headers) as Record<string, string>,
        sentAt: sent_at.toISOString(),
      }))
    },
  }
}

export type Outbox = ReturnType<typeof createOutbox>
