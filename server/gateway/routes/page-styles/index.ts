/**
 * GET /gateway-pages.css: the stylesheet of the gateway's own HTML pages (errors/page-stylesheet.ts),
 * from this origin so that `style-src 'self'` admits it. Revalidated, as it changes with a release.
 */
import type { FastifyPluginAsync } from 'fastify'
import { PAGE_STYLESHEET_PATH, pageStylesheet } from '../../errors/page-stylesheet.ts'

const pageStyles: FastifyPluginAsync = async (fastify) => {
  fastify.get(
    PAGE_STYLESHEET_PATH,
    { config: { access: 'public' }, schema: { hide: true }, logLevel: 'warn' },
    async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(pageStylesheet),
  )
}

export default pageStyles
