/**
 * Relays outbox e-mails to an SMTP server (the mail catcher in the scaled-out shape) when SMTP_URL
 * is set. The outbox row is written first, so a relay failure loses nothing.
 * @see https://nodemailer.com/smtp/
 */

export type RelayedMail = { to: string; subject: string; text: string; headers?: Record<string, string> }

/** The mail library loads only when SMTP_URL is set: the local outbox never needs it. */
export async function createSmtpRelay(smtpUrl: string, from: string) {
  const { default: nodemailer } = await import('nodemailer')
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async deliver({ to, subject, text, headers = {} }: RelayedMail): Promise<void> {
      await transport.sendMail({ from, to, subject, text, headers })
    },
    close: () => transport.close(),
  }
}

export type SmtpRelay = Awaited<ReturnType<typeof createSmtpRelay>>
