/**
 * POST /unsubscribe/request and /unsubscribe/update (management API, anonymous): the e-mail
 * footer's token names one address and one type of e-mail. The link keeps working for its lifetime
 * (a second press finds the address already unsubscribed); its token serves nothing else. Security
 * codes and account changes are always sent (ALWAYS_SENT): 409 ALWAYS_SENT.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  ALWAYS_SENT_MESSAGE,
  type EmailType,
  isAlwaysSent,
  type LinkRefusalCode,
} from '../../../../shared/constants/email-links.ts'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { unsubscribeRequest, unsubscribeUpdate } from '../../../../shared/contract/upstream/unsubscribe.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { linkRefusal } from '../link-refusal.ts'

const unsubscribe: FastifyPluginAsyncTypebox = async (fastify) => {
  const { emailLinks, emailLinksRepository: preferences } = fastify

  type Link = { email: string; emailType: EmailType }
  async function linkOf(token: string): Promise<Link | { refused: LinkRefusalCode }> {
    const checked = await emailLinks.check(token, 'unsubscribe', { reusable: true })
    if (!checked.ok) return { refused: checked.code }
    const { email, email_type: emailType } = checked.link
    return emailType ? { email, emailType } : { refused: 'LINK_UNKNOWN' }
  }

  fastify.route({
    ...routeOf(unsubscribeRequest),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const link = await linkOf(request.body.token)
      if ('refused' in link) throw linkRefusal(link.refused)
      const alwaysSent = isAlwaysSent(link.emailType)
      const subscribed = alwaysSent || (await preferences.isSubscribed(link.email, link.emailType))
      return { ...link, subscribed, alwaysSent }
    },
  })

  fastify.route({
    ...routeOf(unsubscribeUpdate),
    config: { callers: 'anonymous' },
    handler: async (request) => {
      const link = await linkOf(request.body.token)
      if ('refused' in link) throw linkRefusal(link.refused)
      // The address must be the token's own: a token never unsubscribes another address.
      if (request.body.email.toLowerCase() !== link.email) throw linkRefusal('LINK_UNKNOWN')
      if (isAlwaysSent(link.emailType))
        throw new UpstreamRefusal(409, { code: 'ALWAYS_SENT', message: ALWAYS_SENT_MESSAGE })
      await preferences.setSubscribed(link.email, link.emailType, false, new Date(emailLinks.now()))
      await emailLinks.touch(request.body.token)
      request.log.info({ event: 'unsubscribed', emailType: link.emailType }, 'unsubscribed')
      return { ...link, subscribed: false, alwaysSent: false }
    },
  })
}

export default unsubscribe
