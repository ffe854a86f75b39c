/**
 * Atoms of the gateway→upstream hop shared by every family: the upstream's error body, a JSON
 * document whose fields the specifications do not show, the journey's token.
 * @see https://github.com/fastify/demo/blob/main/src/schemas/common.ts
 */
import Type from 'typebox'

/** The reference upstream's error body: a stable code and a readable message. */
export const UpstreamErrorSchema = Type.Object({ code: Type.String(), message: Type.String() })

/** A JSON object or array whose fields the specifications do not show. */
export const JsonDocumentSchema = Type.Union([Type.Object({}), Type.Array(Type.Unknown())])

/** The registration journey's token (authToken), as the identity API issues it. */
export const AuthTokenSchema = Type.String({ minLength: 20, maxLength: 100 })

/** An answer without a body (204, 202). */
export const NoContentSchema = Type.Null()

/** The answers of a call made with the collector's bearer access token. */
export const BearerErrors = { 401: UpstreamErrorSchema } as const
