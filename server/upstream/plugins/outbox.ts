/**
 * `fastify.outbox`: stores every e-mail and SMS the upstream sends (see outbox/outbox.ts), and
 * relays the e-mails to SMTP_URL when it is set. Every e-mail carries its unsubscribe footer and
 * List-Unsubscribe headers (email-links/unsubscribe-footer.ts); an e-mail of a type its address
 * unsubscribed from is not sent (security codes and account changes always are).
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import fp from 'fastify-plugin'
import { type EmailType, isAlwaysSent } from '../../../shared/constants/email-links.ts'
import { createUnsubscribeFooter } from '../email-links/unsubscribe-footer.ts'
import { createOutbox, type Outbox } from '../outbox/outbox.ts'
import { createSmtpRelay } from '../outbox/smtp-relay.ts'

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox
  }
}

export default fp(
  async (fastify) => {
    const { SMTP_URL, PUBLIC_ORIGIN, SCHEME_NAME } = fastify.config
    const from = `"${SCHEME_NAME}" <no-reply@${new URL(PUBLIC_ORIGIN).hostname}>`
    const relay = SMTP_URL ? await createSmtpRelay(SMTP_URL, from) : undefined
    if (relay) fastify.addHook('onClose', async () => relay.close())
    const onRelayError = (error: unknown) => fastify.log.error({ err: error }, 'outbox: SMTP relay failed')
    const footer = createUnsubscribeFooter(fastify.emailLinks, PUBLIC_ORIGIN)
    const preferences = fastify.emailLinksRepository
    const suppressed = async (to: string, emailType: EmailType) =>
      !isAlwaysSent(emailType) && !(await preferences.isSubscribed(to, emailType))
    fastify.decorate('outbox', createOutbox(fastify.db, { relay, onRelayError, suppressed, footer }))
  },
  { name: 'outbox', dependencies: ['db', 'email-links'] },
)
