/**
 * Form state checked by the shared field rules: a field is checked when the person leaves it (if
 * something is typed) and again on every keystroke after that, and every field on submit, so each
 * message appears as they type or submit. The first invalid control gets focus after a failed submit.
 * @see https://github.com/alan2207/bulletproof-react/blob/master/apps/react-vite/src/components/ui/form/form.tsx
 */
import { type FormEvent, useCallback, useRef, useState } from 'react'
import type { FieldRule } from '../../shared/validation/field-rule.ts'

type Values = Record<string, unknown>
export type FormErrors<V extends Values> = Partial<Record<keyof V & string, string>>
export type FormRules<V extends Values> = Partial<Record<keyof V & string, FieldRule>>

export type UseFormOptions<V extends Values> = {
  initial: V
  rules: FormRules<V>
  /** A different rule when leaving a field (the postcode says "Invalid postcode" then). */
  blurRules?: FormRules<V>
}

export function useForm<V extends Values>({ initial, rules, blurRules = {} }: UseFormOptions<V>) {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FormErrors<V>>({})
  const live = useRef(new Set<string>())
  /** Read by the leave-page guard outside React's render cycle. */
  const dirty = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)

  const check = (name: keyof V & string, all: V) => rules[name]?.(all[name], all)

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    dirty.current = true
    setValues((previous) => {
      const next = { ...previous, [name]: value }
      if (live.current.has(name)) setErrors((current) => ({ ...current, [name]: check(name, next) }))
      return next
    })
  }

  const blur = (name: keyof V & string) => {
    const value = values[name]
    if (value === '' || value === undefined) return
    live.current.add(name)
    const rule = blurRules[name] ?? rules[name]
    setErrors((current) => ({ ...current, [name]: rule?.(value, values) }))
  }

  const validateAll = (): boolean => {
    const found: FormErrors<V> = {}
    for (const name of Object.keys(rules) as (keyof V & string)[]) {
      live.current.add(name)
      const message = check(name, values)
      if (message !== undefined) found[name] = message
    }
    setErrors(found)
    if (Object.keys(found).length === 0) return true
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
    return false
  }

  const handleSubmit = (onValid: (values: V) => void | Promise<void>) => (event: FormEvent) => {
    event.preventDefault()
    if (validateAll()) void onValid(values)
  }

  /** Messages from the gateway (a 400 with per-field messages). */
  const showErrors = useCallback((found: Record<string, string>) => {
    setErrors((current) => ({ ...current, ...found }))
  }, [])

  const markClean = useCallback(() => {
    dirty.current = false
  }, [])

  return { values, errors, setValue, blur, validateAll, handleSubmit, showErrors, markClean, dirty, formRef }
}
