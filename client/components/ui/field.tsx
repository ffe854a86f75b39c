/**
 * A form field: label, optional hint, and an error announced with role="alert", all wired to the control
 * through `aria-describedby` and `aria-invalid`.
 * @see https://design-system.service.gov.uk/components/error-message/
 */
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react'
import { cx } from '../../lib/class-names.ts'

type ControlProps = {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

export type FieldProps = {
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
  className?: string
  children: (control: ControlProps) => ReactNode
}

export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cx('field', error && 'field--error', className)}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId} role="alert">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
    </div>
  )
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
  ref?: Ref<HTMLInputElement>
}

export function TextField({ label, hint, error, className, type = 'text', ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <input className="field__input" type={type} {...control} {...input} />}
    </Field>
  )
}
