/**
 * `fastify.outbox`: stores every e-mail and SMS the upstream sends (see outbox/outbox.ts), and
 * relays the e-mails to SMTP_URL when it is set.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import fp from 'fastify-plugin'
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
    const relay = SMTP_URL ? createSmtpRelay(SMTP_URL, from) : undefined
    if (relay) fastify.addHook('onClose', async () => relay.close())
    const onRelayError = (error: unknown) => fastify.log.error({ err: error }, 'outbox: SMTP relay failed')
    fastify.decorate('outbox', createOutbox(fastify.db, { relay, onRelayError }))
  },
  { name: 'outbox', dependencies: ['db'] },
)
