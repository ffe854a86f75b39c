/**
 * Radio buttons in a fieldset whose legend is the question; the error is announced with role="alert"
 * and tied to the group through aria-describedby.
 * @see https://design-system.service.gov.uk/components/radios/
 */
import { type ReactNode, useId } from 'react'
import { cx } from '../../lib/class-names.ts'

type ChoiceOption = { value: string; label: ReactNode; hint?: ReactNode }

export type RadioGroupProps = {
  legend: ReactNode
  /** Shows the legend as the page heading (one question per page). */
  legendIsHeading?: boolean
  name: string
  options: readonly ChoiceOption[]
  value: string | undefined
  error?: string | undefined
  onChange: (value: string) => void
}

export function RadioGroup({
  legend,
  legendIsHeading,
  name,
  options,
  value,
  error,
  onChange,
}: RadioGroupProps) {
  const id = useId()
  const errorId = error ? `${id}-error` : undefined
  return (
    <fieldset className={cx('choices', error && 'field--error')} aria-describedby={errorId}>
      <legend className="choices__legend">{legendIsHeading ? <h1>{legend}</h1> : legend}</legend>
      {error && <FieldError id={errorId} message={error} />}
      {options.map((option) => {
        const optionId = `${id}-${option.value}`
        return (
          <div className="choice" key={option.value}>
            <input
              className="choice__input"
              type="radio"
              id={optionId}
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(option.value)}
            />
            <label className="choice__label" htmlFor={optionId}>
              {option.label}
              {option.hint && <span className="choice__hint">{option.hint}</span>}
            </label>
          </div>
        )
      })}
    </fieldset>
  )
}

export type CheckboxProps = {
  label: ReactNode
  checked: boolean
  error?: string | undefined
  /** Shows the box as an on/off switch (role="switch"). */
  toggle?: boolean
  onChange: (checked: boolean) => void
}

export function Checkbox({ label, checked, error, toggle, onChange }: CheckboxProps) {
  const id = useId()
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={cx('choice', toggle && 'choice--toggle', error && 'field--error')}>
      {error && <FieldError id={errorId} message={error} />}
      <input
        className="choice__input"
        type="checkbox"
        role={toggle ? 'switch' : undefined}
        id={id}
        checked={checked}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="choice__label" htmlFor={id}>
        {label}
      </label>
    </div>
  )
}

export function FieldError({ id, message }: { id: string | undefined; message: string }) {
  return (
    <p className="field__error" id={id} role="alert">
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  )
}
