/** The e-mails of the journey: the address confirmation link and the temporary card link. */
import type { Outbox } from '../outbox/outbox.ts'

export function sendConfirmationEmail(outbox: Outbox, origin: string, to: string, token: string) {
  const link = `${origin}/api/registration/confirm?token=${token}`
  return outbox.send({
    to,
    subject: 'Confirm your email address',
    text: `Confirm your email address to carry on creating your account:\n\n${link}\n\nIf you did not ask for this, you can ignore this email.`,
    links: [link],
    emailType: 'registration',
  })
}

export function sendTempCardEmail(outbox: Outbox, origin: string, to: string, token: string) {
  const link = `${origin}/temp-card/your-card/${token}`
  return outbox.send({
    to,
    subject: 'Your temporary card',
    text: `Here is your temporary card. It is valid for 30 days:\n\n${link}`,
    links: [link],
    emailType: 'temp-card',
  })
}
