/**
 * A password field hidden by default, with a Show/Hide button; leaving the field hides it again.
 * The error sits below the field with role="alert" (§5).
 */
import { type ReactNode, useId, useRef, useState } from 'react'
import { cx } from '../../lib/class-names.ts'
import { FieldError } from './choice-group.tsx'

type Props = {
  label: string
  value: string
  error: string | undefined
  describedBy?: string
  autoComplete: string
  onChange: (value: string) => void
  onBlur: () => void
  children?: ReactNode
}

export function PasswordInput({
  label,
  value,
  error,
  describedBy,
  autoComplete,
  onChange,
  onBlur,
  children,
}: Props) {
  const id = useId()
  const [shown, setShown] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className={cx('field', error && 'field--error')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      <div className="password">
        <input
          ref={input}
          id={id}
          className="field__input password__input"
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy, errorId].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => {
            // Moving to the Show/Hide button is not leaving the field.
            if (event.relatedTarget !== toggle.current) setShown(false)
            onBlur()
          }}
        />
        <button
          ref={toggle}
          type="button"
          className="button button--secondary password__toggle"
          aria-controls={id}
          aria-label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          onClick={() => setShown((value) => !value)}
          onBlur={(event) => {
            if (event.relatedTarget !== input.current) setShown(false)
          }}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      {error && <FieldError id={errorId} message={error} />}
    </div>
  )
}
