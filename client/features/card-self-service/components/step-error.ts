/** What a failed step says: the gateway's message for the refusals it declares, else the default. */
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'

export const stepError = (caught: unknown): string =>
  caught instanceof ApiError && caught.status > 0 && caught.status < 500
    ? caught.message
    : DEFAULT_ERROR_MESSAGE

/** Per-field messages of a 400 VALIDATION, if that is what it was. */
export const fieldErrors = (caught: unknown): Record<string, string> | undefined =>
  caught instanceof ApiError ? (caught.details.fields as Record<string, string> | undefined) : undefined

/** The flow is over (timed out, tries spent, already used): only starting again helps. */
export const flowIsOver = (caught: unknown): boolean =>
  caught instanceof ApiError && ['NOT_STARTED', 'CODE_EXPIRED'].includes(caught.code)
