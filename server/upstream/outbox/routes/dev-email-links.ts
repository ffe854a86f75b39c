/**
 * POST /dev/email-links (APP_ENV=local only): sends a demo collector a confirmation link, as the
 * account pages will once they exist, so that a person or a test can follow it from /dev/mailbox.
 * `verify-email` goes to the collector's address; `update-email` to `newEmail`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { EmailSchema } from '../../../../shared/contract/common.ts'
import { sendUpdateEmail, sendVerifyEmail } from '../../email-links/emails.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'

const BodySchema = Type.Object({
  purpose: Type.Union([Type.Literal('verify-email'), Type.Literal('update-email')]),
  email: EmailSchema,
  newEmail: Type.Optional(EmailSchema),
})

const devEmailLinks: FastifyPluginAsyncTypebox = async (fastify) => {
  if (fastify.config.APP_ENV !== 'local') return
  const { emailLinks, emailLinksRepository, outbox, config } = fastify

  const options = { config: { callers: 'local-only' as const }, schema: { body: BodySchema } }
  fastify.post('/dev/email-links', options, async (request, reply) => {
    const { purpose, email, newEmail } = request.body
    const collector = await emailLinksRepository.collectorByEmail(email.toLowerCase())
    if (!collector?.email)
      throw new UpstreamRefusal(404, { code: 'NOT_FOUND', message: 'No collector has this address' })
    const account = { id: collector.id, email: collector.email }
    if (purpose === 'verify-email') await sendVerifyEmail(emailLinks, outbox, config.PUBLIC_ORIGIN, account)
    else if (newEmail) await sendUpdateEmail(emailLinks, outbox, config.PUBLIC_ORIGIN, account, newEmail)
    else throw new UpstreamRefusal(400, { code: 'VALIDATION_ERROR', message: 'newEmail is required' })
    return reply.code(201).send({ sent: true })
  })
}

export default devEmailLinks
