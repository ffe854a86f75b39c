/**
 * `fastify.emailLinks` (issue, check and redeem e-mailed links) and `fastify.emailLinksRepository`
 * (the links, the e-mail preferences and the changes a link applies). `linksClock` moves the
 * links' time in tests (expiry); the wall clock otherwise.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import fp from 'fastify-plugin'
import { type Clock, createEmailLinks, type EmailLinks } from '../email-links/links.ts'
import { createEmailLinksRepository, type EmailLinksRepository } from '../email-links/repository.ts'
import type { EmailLinkTables } from '../email-links/schema.ts'

declare module 'fastify' {
  interface FastifyInstance {
    emailLinks: EmailLinks
    emailLinksRepository: EmailLinksRepository
  }
}

type EmailLinksPluginOptions = { linksClock?: Clock }

export default fp<EmailLinksPluginOptions>(
  async (fastify, opts) => {
    const repository = createEmailLinksRepository(fastify.db.withTables<EmailLinkTables>())
    fastify.decorate('emailLinksRepository', repository)
    fastify.decorate('emailLinks', createEmailLinks(repository, opts.linksClock ?? Date.now))
  },
  { name: 'email-links', dependencies: ['db'] },
)
