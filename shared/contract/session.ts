/**
 * `GET /api/session` (whether the browser is signed in, and what the header may show) and
 * `POST /api/session/logout`; and the 401 every signed-in route answers without a session.
 */
import Type, { type Static } from 'typebox'
import { defineEndpoint } from './endpoint.ts'
import { errorResponses } from './error-response.ts'
import { shellRoutes } from './shell-routes.ts'

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

/** 401 of a signed-in route: no session (or it ended). The client goes to `loginUrl` with `next`. */
export const SignedOutSchema = Type.Object(
  {
    code: Type.Literal('UNAUTHORISED'),
    message: Type.String(),
    loginUrl: Type.String({ description: 'card-number entry; add ?next= to come back' }),
  },
  { $id: 'SignedOut' },
)

const LogoutBodySchema = Type.Object({
  next: Type.Optional(
    Type.String({ maxLength: 2048, description: 'page to return to after logging in again' }),
  ),
  /** The delete-account success flag: the answer then sets the logout-success flag. */
  accountDeleted: Type.Optional(Type.Boolean()),
})

export const LogoutResultSchema = Type.Object(
  {
    location: Type.String({
      description:
        'where the browser goes next: a page of this site (the Logout route destination, or the end-session hop that takes it to the provider); never a token',
    }),
    logoutSuccess: Type.Boolean(),
  },
  { additionalProperties: false },
)

export type LogoutResult = Static<typeof LogoutResultSchema>

export const sessionApi = {
  get: defineEndpoint({
    ...shellRoutes.session,
    tags: ['session'],
    summary: 'The session as the header shows it',
    response: { 200: SessionInfoSchema },
  }),
  logout: defineEndpoint({
    method: 'POST',
    url: '/api/session/logout',
    tags: ['session'],
    summary: 'Log out: ends the session everywhere and says where to go',
    body: LogoutBodySchema,
    response: { 200: LogoutResultSchema, ...errorResponses([400, 403, 429]) },
  }),
}
