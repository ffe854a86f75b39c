/**
 * The unsubscribe link of every e-mail's footer, without sign-in (routes specification §2.1
 * `/emails/unsubscribe`, §7): `POST /api/unsubscribe/request` reads what the token is for,
 * `POST /api/unsubscribe/update` unsubscribes (the page's one press), and `POST /emails/unsubscribe`
 * answers a mail program's RFC 8058 one-click POST to the List-Unsubscribe link itself. The
 * one-click POST comes from the mail provider, cross-site and without cookies: the token is its
 * only authority, and it can do nothing but unsubscribe its own address from its own type, so
 * the CSRF rule of /api does not apply to it. Rate limited per client.
 * @see https://www.rfc-editor.org/rfc/rfc8058#section-3.2
 */
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { ALWAYS_SENT_MESSAGE, EMAIL_TYPES } from '../../../../../shared/constants/email-links.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { unsubscribeApi } from '../../../../../shared/contract/unsubscribe.ts'
import type { UnsubscribeStatus } from '../../../../../shared/contract/upstream/unsubscribe.ts'
import { orLinkRefusal } from '../../../errors/link-refusal.ts'
import { Refusal } from '../../../errors/refusal.ts'
import { maskEmail } from './mask-email.ts'

const RATE_LIMIT = { max: 30, timeWindow: 600_000 }
const ONE_CLICK_RATE_LIMIT = { max: 300, timeWindow: 60_000 }

const view = ({ email, emailType, subscribed, alwaysSent }: UnsubscribeStatus) => ({
  email: maskEmail(email),
  emailType,
  emailTypeName: EMAIL_TYPES[emailType],
  subscribed,
  alwaysSent,
})

const unsubscribe: FastifyPluginAsyncTypebox = async (fastify) => {
  const { unsubscribe: upstream } = fastify.upstream

  /** The address comes from the token's own record: the update needs it, the browser never sends it. */
  const unsubscribeBy = (token: string, request: FastifyRequest) =>
    orLinkRefusal('unsubscribe', request.log, async () => {
      const { email, alwaysSent } = await upstream.request(token, { log: request.log })
      if (alwaysSent) throw new Refusal(409, 'ALWAYS_SENT', ALWAYS_SENT_MESSAGE)
      const status = await upstream.update(email, token, { log: request.log })
      request.log.info({ event: 'unsubscribed', emailType: status.emailType }, 'unsubscribed')
      return status
    })

  fastify.route({
    ...routeOf(unsubscribeApi.request),
    config: { access: 'public', stateChanging: true, rateLimit: RATE_LIMIT },
    handler: async (request) =>
      view(
        await orLinkRefusal('unsubscribe', request.log, () =>
          upstream.request(request.body.token, { log: request.log }),
        ),
      ),
  })

  fastify.route({
    ...routeOf(unsubscribeApi.update),
    config: { access: 'public', stateChanging: true, rateLimit: RATE_LIMIT },
    handler: async (request) => view(await unsubscribeBy(request.body.token, request)),
  })

  // A scope of its own: only the one-click route parses form bodies (`application/x-www-form-urlencoded`).
  await fastify.register(async (oneClick) => {
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    oneClick.withTypeProvider<TypeBoxTypeProvider>().route({
      ...routeOf(unsubscribeApi.oneClick),
      // Mail providers press one-click buttons for many people from few addresses.
      config: { access: 'public', stateChanging: true, rateLimit: ONE_CLICK_RATE_LIMIT },
      handler: async (request) => {
        await unsubscribeBy(request.query.token, request)
        return { subscribed: false as const }
      },
    })
  })
}

export default unsubscribe
