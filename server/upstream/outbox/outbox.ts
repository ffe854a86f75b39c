/**
 * The outbox: every e-mail and SMS the upstream sends is stored, newest last, and read back by
 * the local mailbox pages. Addresses are compared lower-cased, as e-mails are stored.
 */
import type { Kysely } from 'kysely'
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
}

export type MailboxEntry = {
  channel: OutboxChannel
  to: string
  subject: string
  text: string
  links: string[]
  sentAt: string
}

const normaliseRecipient = (to: string) => to.trim().toLowerCase()

export type OutboxOptions = {
  /** E-mails are also handed to it; SMS stay in the outbox. */
  relay?: SmtpRelay | undefined
  onRelayError?: (error: unknown) => void
}

export function createOutbox(db: Kysely<Database>, { relay, onRelayError }: OutboxOptions = {}) {
  return {
    /** Stores the message (and relays an e-mail when a relay is set); returns its id. */
    async send({ to, subject = '', text, links, channel = 'email' }: OutboxMessage): Promise<number> {
      const row = await db
        .insertInto('outbox')
        .values({
          channel,
          to: normaliseRecipient(to),
          subject,
          text,
          links: JSON.stringify(links ?? extractLinks(text)),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (relay && channel === 'email')
        await relay.deliver({ to: normaliseRecipient(to), subject, text }).catch(onRelayError)
      return row.id
    },

    /** Messages in the order sent, optionally only those to one recipient. */
    async list(filter: { to?: string | undefined } = {}): Promise<MailboxEntry[]> {
      let query = db
        .selectFrom('outbox')
        .select(['channel', 'to', 'subject', 'text', 'links', 'sent_at'])
        .orderBy('id')
      if (filter.to) query = query.where('to', '=', normaliseRecipient(filter.to))
      const rows = await query.execute()
      return rows.map(({ sent_at, ...row }) => ({ ...row, sentAt: sent_at.toISOString() }))
    },
  }
}

export type Outbox = ReturnType<typeof createOutbox>
