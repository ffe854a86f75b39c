/** A labelled <select> with a hint and an error wired like every other field. */
import type { ReactNode, SelectHTMLAttributes } from 'react'
import { Field } from './field.tsx'

type SelectOption = { value: string; label: string }
type SelectGroup = { group: string; options: readonly SelectOption[] }

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
  /** The first, empty option ("Select..."); omitted when a value is always chosen. */
  placeholder?: string
  options: readonly (SelectOption | SelectGroup)[]
}

export function SelectField({
  label,
  hint,
  error,
  placeholder,
  options,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select className="field__input field__select" {...control} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) =>
            'group' in option ? (
              <optgroup key={option.group} label={option.group}>
                {option.options.map((item) => (
                  <option key={item.value} value={item.value}>
                    {item.label}
                  </option>
                ))}
              </optgroup>
            ) : (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ),
          )}
        </select>
      )}
    </Field>
  )
}
