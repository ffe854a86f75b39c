/** A refusal the whole form gets (a wrong code, a taken address), announced with role="alert". */
import { ApiError } from '../../../lib/api-error.ts'

/** Per-field messages of a 400 go to the fields; anything else is the form's message. */
export function splitError(error: unknown): { fields?: Record<string, string>; message?: string } {
  if (!error) return {}
  if (error instanceof ApiError && error.details.fields && typeof error.details.fields === 'object')
    return { fields: error.details.fields as Record<string, string> }
  return { message: error instanceof Error ? error.message : String(error) }
}

export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <p className="account-form__error" role="alert">
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  )
}
