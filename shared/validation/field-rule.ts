/**
 * The shape every field rule shares, so the client (on input, blur, submit) and the gateway
 * (a 400 with the same messages) run one implementation.
 */

/** A field rule: the exact message for the first rule the value breaks, or undefined. */
export type FieldRule = (value: unknown, body: Readonly<Record<string, unknown>>) => string | undefined

export type FieldRules<Field extends string = string> = Readonly<Record<Field, FieldRule>>

/** A form value as text: anything that is not a string counts as empty. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : '')

/** Text with surrounding white space removed; white space alone counts as empty. */
export const asTrimmed = (value: unknown): string => asText(value).trim()

/**
 * Runs each rule on its field of `body` and returns the failing fields with their messages
 * (an empty object when every field passes). A body that is not an object counts as empty.
 */
export function validateFields<Field extends string>(
  rules: FieldRules<Field>,
  body: unknown,
): Partial<Record<Field, string>> {
  const values: Readonly<Record<string, unknown>> =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const errors: Partial<Record<Field, string>> = {}
  for (const field of Object.keys(rules) as Field[]) {
    const value = Object.hasOwn(values, field) ? values[field] : undefined
    const message = rules[field](value, values)
    if (message !== undefined) errors[field] = message
  }
  return errors
}

/** True when `validateFields` found nothing. */
export const isValid = (errors: Readonly<Record<string, string | undefined>>): boolean =>
  Object.values(errors).every((message) => message === undefined)
