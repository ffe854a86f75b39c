/**
 * The local mailbox: every e-mail and SMS in the outbox, as JSON (newest last) and as a page.
 * Registered only when APP_ENV=local: elsewhere these paths do not exist (404).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import Type from 'typebox'
import { renderMailboxPage } from '../mailbox-page.ts'

const MailboxQuerySchema = Type.Object({ to: Type.Optional(Type.String({ minLength: 1, maxLength: 320 })) })

const MailboxEntrySchema = Type.Object({
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  links: Type.Array(Type.String()),
  headers: Type.Record(Type.String(), Type.String()),
  sentAt: Type.String({ format: 'date-time' }),
})

const dev: FastifyPluginAsyncTypebox = async (fastify) => {
  if (fastify.config.APP_ENV !== 'local') return

  fastify.get(
    '/dev/mailbox.json',
    {
      config: { callers: 'local-only' },
      schema: { querystring: MailboxQuerySchema, response: { 200: Type.Array(MailboxEntrySchema) } },
    },
    async (request) => fastify.outbox.list({ to: request.query.to }),
  )

  fastify.get(
    '/dev/mailbox',
    {
      config: { callers: 'local-only' },
      schema: { querystring: MailboxQuerySchema, response: { 200: Type.String() } },
    },
    async (request, reply) => {
      const entries = await fastify.outbox.list({ to: request.query.to })
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('cache-control', 'no-store')
        .send(renderMailboxPage(entries))
    },
  )
}

export default dev
