/** The date-of-birth field of the registration and the signed-out card lookups: DD/MM/YYYY, its slashes added as the person types. */
import { DATE_OF_BIRTH_INPUT_MAX } from '../../shared/constants/limits.ts'
import { formatDateOfBirthInput } from '../../shared/validation/date-of-birth.ts'
import { TextField } from './ui/field.tsx'

type Props = {
  value: string
  error?: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
}

export function DateOfBirthField({ value, error, onChange, onBlur }: Props) {
  return (
    <TextField
      label="Date of birth"
      hint="For example, 31/03/1980"
      inputMode="numeric"
      autoComplete="bday"
      maxLength={DATE_OF_BIRTH_INPUT_MAX}
      value={value}
      error={error}
      onBlur={onBlur}
      onChange={(event) => onChange(formatDateOfBirthInput(value, event.target.value))}
    />
  )
}
