/** `POST /api/events`: client events the gateway writes to its log (routes specification §4). */
import Type, { type Static } from 'typebox'

export const ClientEventSchema = Type.Object(
  {
    type: Type.Literal('blocked-frame'),
    /** The framing page as the browser reports it (document.referrer); may be empty. */
    referrer: Type.String({ maxLength: 2048 }),
  },
  { $id: 'ClientEvent', additionalProperties: false },
)

export type ClientEvent = Static<typeof ClientEventSchema>
