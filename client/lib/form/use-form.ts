/**
 * Form state in react-hook-form, checked by the shared field rules (field-rules-resolver.ts) with
 * the product's timing: a field is checked when the person leaves it (if something is typed) and
 * again on every keystroke after that, and every field on submit; after a failed submit the first
 * invalid control gets focus. `input`, `field`, `select`, `choice` and `checkbox` wire one control each.
 * @see https://github.com/alan2207/bulletproof-react/blob/master/apps/react-vite/src/components/ui/form/form.tsx
 */
import { type FormEvent, useCallback, useRef } from 'react'
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  useForm as useHookForm,
} from 'react-hook-form'
import { type FormRules, fieldRulesResolver, type ResolverContext } from './field-rules-resolver.ts'

export type UseFormOptions<V extends FieldValues> = {
  initial: V
  rules: FormRules<V>
  /** A different rule when leaving a field (the postcode says "Invalid postcode" then). */
  blurRules?: FormRules<V>
}

type Name<V> = keyof V & string

export function useForm<V extends FieldValues>({ initial, rules, blurRules = {} }: UseFormOptions<V>) {
  // Read by the resolver at each check, so rules built from the latest render apply.
  const latest = useRef({ rules, blurRules })
  latest.current = { rules, blurRules }
  const context = useRef<ResolverContext>({ blur: false }).current
  const [resolver] = useRefValue(() =>
    fieldRulesResolver<V>(
      () => latest.current.rules,
      () => latest.current.blurRules,
    ),
  )
  const form = useHookForm<V, ResolverContext>({
    defaultValues: initial as DefaultValues<V>,
    resolver,
    context,
    mode: 'onSubmit',
    // Validation runs only where this hook asks for it (leave, live keystrokes, submit).
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  })
  const path = (name: string) => name as Path<V>
  const live = useRef(new Set<string>())
  /** Read by the leave-page guard outside React's render cycle. */
  const dirty = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const values = form.watch() as V
  const { errors: found } = form.formState
  const errors = Object.fromEntries(
    Object.keys(found).map((name) => [name, found[name]?.message as string | undefined]),
  ) as Partial<Record<Name<V>, string>>

  const setValue = <K extends Name<V>>(name: K, value: V[K]) => {
    dirty.current = true
    form.setValue(path(name), value as PathValue<V, Path<V>>)
    if (live.current.has(name)) void form.trigger(path(name))
  }

  const blur = (name: Name<V>) => {
    const value = form.getValues(path(name))
    if (value === '' || value === undefined) return
    live.current.add(name)
    // The resolver reads the flag synchronously, inside trigger's first step.
    context.blur = true
    void form.trigger(path(name))
    context.blur = false
  }

  const handleSubmit = (onValid: (values: V) => void | Promise<void>) => (event: FormEvent) => {
    for (const name of Object.keys(latest.current.rules)) live.current.add(name)
    void form.handleSubmit(
      (checked) => void onValid(checked as V),
      () => requestAnimationFrame(() => focusFirstInvalid(formRef.current)),
    )(event)
  }

  /** Messages from the gateway (a 400 with per-field messages). */
  const { setError } = form
  const showErrors = useCallback(
    (messages: Record<string, string>) => {
      for (const [name, message] of Object.entries(messages))
        setError(name as Path<V>, { type: 'server', message })
    },
    [setError],
  )

  const markClean = useCallback(() => {
    dirty.current = false
  }, [])

  /** A text input or select whose onChange gets the event (TextField). */
  const input = (name: Name<V>) => ({
    value: values[name] as string,
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value as V[typeof name]),
    onBlur: () => blur(name),
  })
  /** A control whose onChange gets the value (PasswordInput, EmailField). */
  const field = (name: Name<V>) => ({
    value: values[name] as string,
    error: errors[name],
    onChange: (value: string) => setValue(name, value as V[typeof name]),
    onBlur: () => blur(name),
  })
  /** A select: checked on change once live, and on submit (leaving it checks nothing). */
  const select = (name: Name<V>) => {
    const { onBlur: _leave, ...rest } = input(name)
    return rest
  }
  /** A radio group: like a select, onChange gets the value. */
  const choice = (name: Name<V>) => {
    const { onBlur: _leave, ...rest } = field(name)
    return rest
  }
  const checkbox = (name: Name<V>) => ({
    checked: values[name] as boolean,
    error: errors[name],
    onChange: (checked: boolean) => setValue(name, checked as V[typeof name]),
  })

  return {
    values,
    errors,
    setValue,
    blur,
    handleSubmit,
    showErrors,
    markClean,
    dirty,
    formRef,
    input,
    field,
    select,
    choice,
    checkbox,
  }
}

function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}

/** A value made once per component (a stable resolver for react-hook-form). */
function useRefValue<T>(make: () => T): [T] {
  const ref = useRef<{ value: T } | null>(null)
  ref.current ??= { value: make() }
  return [ref.current.value]
}
