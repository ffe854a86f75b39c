/** The body of every error the gateway answers, and the helper endpoints declare their errors with. */
import Type, { type Static, type TSchema } from 'typebox'

/** Every error the gateway answers: a stable code, a readable message, per-field messages. */
export const ErrorResponseSchema = Type.Object(
  {
    code: Type.String({ description: 'stable error code, e.g. VALIDATION, DN11' }),
    message: Type.String(),
    fields: Type.Optional(
      Type.Record(Type.String(), Type.String(), { description: 'field → exact message' }),
    ),
  },
  { $id: 'ErrorResponse' },
)

/**
 * An endpoint's error answers: the same body schema under each status, e.g.
 * `errorResponses([400, 429])` → `{ 400: ErrorResponseSchema, 429: ErrorResponseSchema }`.
 */
export function errorResponses<
  const Status extends number,
  Body extends TSchema = typeof ErrorResponseSchema,
>(
  statuses: readonly Status[],
  body: Body = ErrorResponseSchema as TSchema as Body,
): Record<Status, NoInfer<Body>> {
  return Object.fromEntries(statuses.map((status) => [status, body])) as Record<Status, NoInfer<Body>>
}

export type ErrorResponse = Static<typeof ErrorResponseSchema>
