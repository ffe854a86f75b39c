/**
 * The reference upstream's error body: a stable code and a readable message.
 */
import Type, { type Static } from 'typebox'

export const UpstreamErrorSchema = Type.Object({ code: Type.String(), message: Type.String() })
export type UpstreamError = Static<typeof UpstreamErrorSchema>
