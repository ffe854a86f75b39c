/**
 * A react-hook-form resolver over the shared field rules (shared/validation/): the client shows
 * exactly the messages the gateway answers with. Each rule sees its value and the whole form (a
 * confirmation compares with the password). `context.blur` picks a field's leave-the-field rule
 * where it has one (the postcode says "Invalid postcode" then).
 * @see https://react-hook-form.com/docs/useform#resolver
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { FieldRule } from '../../../shared/validation/field-rule.ts'

export type FormRules<V extends FieldValues> = Partial<Record<keyof V & string, FieldRule>>
export type ResolverContext = { blur: boolean }

export function fieldRulesResolver<V extends FieldValues>(
  rules: () => FormRules<V>,
  blurRules: () => FormRules<V> = () => ({}),
): Resolver<V, ResolverContext> {
  return (values, context, options) => {
    const current = rules()
    // A named check (leaving a field, a live keystroke) names its field; a submit checks every rule
    // (react-hook-form passes its registered fields there, none here: the controls are controlled).
    const names = (options.names?.length ? options.names : Object.keys(current)) as (keyof V & string)[]
    const errors: Record<string, { type: string; message: string }> = {}
    for (const name of names) {
      const rule = (context?.blur ? blurRules()[name] : undefined) ?? current[name]
      const message = rule?.(values[name], values)
      if (message !== undefined) errors[name] = { type: 'rule', message }
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<V> }
  }
}
