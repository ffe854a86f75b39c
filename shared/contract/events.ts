/** `POST /api/events`: client events the gateway writes to its log (routes specification §4). */
import Type, { type Static } from 'typebox'
import { errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'

export const ClientEventSchema = Type.Object(
  {
    type: Type.Literal('blocked-frame'),
    /** The framing page as the browser reports it (document.referrer); may be empty. */
    referrer: Type.String({ maxLength: 2048 }),
  },
  { $id: 'ClientEvent', additionalProperties: false },
)

export type ClientEvent = Static<typeof ClientEventSchema>

export const eventsApi = {
  post: defineEndpoint({
    method: 'POST',
    url: '/api/events',
    tags: ['events'],
    summary: 'Record a client event (blocked-frame)',
    body: ClientEventSchema,
    // 403 CSRF: not from this site.
    response: { 204: Type.Null({ description: 'Logged' }), ...errorResponses([400, 403, 429]) },
  }),
}
