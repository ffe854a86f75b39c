/**
 * The e-mails that carry a confirmation link: verify the address on the account, and confirm a
 * new address (sent to the new address, so only its owner can move the account there). Each link
 * is single use and works for the purpose's lifetime (LINK_VALID_MS).
 */
import {
  UPDATE_EMAIL_LINK_VALID_HOURS,
  VERIFY_EMAIL_LINK_VALID_HOURS,
} from '../../../shared/constants/email-links.ts'
import type { Outbox } from '../outbox/outbox.ts'
import type { EmailLinks } from './links.ts'

type Collector = { id: string; email: string }

export async function sendVerifyEmail(
  links: EmailLinks,
  outbox: Outbox,
  origin: string,
  collector: Collector,
) {
  const token = await links.issue('verify-email', { email: collector.email, collector_id: collector.id })
  const link = `${origin}/confirm-email-address?token=${token}`
  await outbox.send({
    to: collector.email,
    subject: 'Confirm your email address',
    text: `Confirm this is your email address:\n\n${link}\n\nThe link works once, for ${VERIFY_EMAIL_LINK_VALID_HOURS} hours. If you did not ask for this, you can ignore this email.`,
    links: [link],
    emailType: 'account',
  })
}

export async function sendUpdateEmail(
  links: EmailLinks,
  outbox: Outbox,
  origin: string,
  collector: Collector,
  newEmail: string,
) {
  const to = newEmail.toLowerCase()
  const token = await links.issue('update-email', { email: to, collector_id: collector.id, new_email: to })
  const link = `${origin}/confirm-update-email?token=${token}`
  await outbox.send({
    to,
    subject: 'Confirm your new email address',
    text: `Confirm that your account should use this email address from now on:\n\n${link}\n\nThe link works once, for ${UPDATE_EMAIL_LINK_VALID_HOURS} hours. If you did not ask for this, you can ignore this email.`,
    links: [link],
    emailType: 'account',
  })
}
