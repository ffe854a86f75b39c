/**
 * Every e-mail's way out: a footer with a one-click link that stops that type of e-mail, a link to
 * manage every preference after sign-in, and the List-Unsubscribe headers mail programs show as an
 * unsubscribe button (RFC 2369; RFC 8058 one-click: a POST to the same URL with
 * `List-Unsubscribe=One-Click`, answered by the gateway at /emails/unsubscribe).
 * @see https://www.rfc-editor.org/rfc/rfc8058
 */
import { EMAIL_TYPES, type EmailType, isAlwaysSent } from '../../../shared/constants/email-links.ts'
import type { EmailLinks } from './links.ts'

export type EmailFooter = { text: string; links: string[]; headers: Record<string, string> }

const unsubscribeUrl = (origin: string, token: string) =>
  `${origin}/emails/unsubscribe?token=${encodeURIComponent(token)}`

const COMMS_PATH = '/account/comms'

export function createUnsubscribeFooter(links: EmailLinks, origin: string) {
  return async (to: string, emailType: EmailType): Promise<EmailFooter> => {
    const token = await links.issue('unsubscribe', { email: to, email_type: emailType })
    const url = unsubscribeUrl(origin, token)
    const comms = `${origin}${COMMS_PATH}`
    const name = EMAIL_TYPES[emailType].toLowerCase()
    const first = isAlwaysSent(emailType)
      ? `We always send ${name}, to keep your account safe. Why, and what else you can stop: ${url}`
      : `To stop getting ${name}, unsubscribe: ${url}`
    return {
      text: `\n\n--\n${first}\nManage all your email preferences after you log in: ${comms}`,
      links: [url, comms],
      headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    }
  }
}
