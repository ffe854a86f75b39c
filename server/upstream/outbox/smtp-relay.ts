/**
 * Relays outbox e-mails to an SMTP server (the mail catcher in the scaled-out shape) when SMTP_URL
 * is set. The outbox row is written first, so a relay failure loses nothing.
 * @see https://nodemailer.com/smtp/
 */
import nodemailer from 'nodemailer'

export type RelayedMail = { to: string; subject: string; text: string; headers?: Record<string, string> }

export function createSmtpRelay(smtpUrl: string, from: string) {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async deliver({ to, subject, text, headers = {} }: RelayedMail): Promise<void> {
      await transport.sendMail({ from, to, subject, text, headers })
    },
    close: () => transport.close(),
  }
}

export type SmtpRelay = ReturnType<typeof createSmtpRelay>
