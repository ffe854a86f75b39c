/** The e-mail address field of the registration and temporary-card forms. */
import type { ReactNode } from 'react'
import { TextField } from './ui/field.tsx'

type Props = {
  value: string
  error?: string | undefined
  hint: ReactNode
  onChange: (value: string) => void
  onBlur: () => void
}

export function EmailField({ value, error, hint, onChange, onBlur }: Props) {
  return (
    <TextField
      label="Email address"
      hint={hint}
      type="email"
      autoComplete="email"
      spellCheck={false}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  )
}
