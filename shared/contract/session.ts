/** `GET /api/session`: whether the browser is signed in, and what the header may show. */
import Type, { type Static } from 'typebox'

export const SessionInfoSchema = Type.Object(
  {
    signedIn: Type.Boolean(),
    firstName: Type.Optional(Type.String()),
    /** A hash that identifies the collector to analytics and experiments, never the card. */
    collectorHash: Type.Optional(Type.String()),
  },
  { $id: 'SessionInfo', additionalProperties: false },
)

export type SessionInfo = Static<typeof SessionInfoSchema>
