/**
 * Linking the airline account (routes specification §4 linking operations): by membership number and
 * surname (manual), by membership number and PIN (a login-style confirm with the partner), or, for
 * an account linked before, by its membership number alone (link). The shared field rules run on
 * submit and again on each change after that; the gateway runs them too.
 */
import { type FormEvent, useRef, useState } from 'react'
import type { LinkingOperation, PartnerKey } from '../../../../shared/constants/linked-partners.ts'
import { type FieldRules, validateFields } from '../../../../shared/validation/field-rule.ts'
import { LINK_FORM_RULES } from '../../../../shared/validation/linked-partner-rules.ts'
import { Button } from '../../../components/ui/button.tsx'
import { RadioGroup } from '../../../components/ui/choice-group.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { ApiError } from '../../../lib/api-error.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { useLinkPartner } from '../api/link-partner.ts'

type FormOperation = Exclude<LinkingOperation, 'aoi'>
type Values = { memberNumber: string; surname: string; pin: string }

const OPERATIONS: { value: FormOperation; label: string }[] = [
  { value: 'manual', label: 'Enter my membership number and surname' },
  { value: 'login', label: 'Confirm with my membership number and PIN' },
  { value: 'link', label: 'Relink the account I linked before' },
]

export function LinkForm({ partner, partnerName }: { partner: PartnerKey; partnerName: string }) {
  const [operation, setOperation] = useState<FormOperation>('manual')
  const [values, setValues] = useState<Values>({ memberNumber: '', surname: '', pin: '' })
  const [submitted, setSubmitted] = useState(false)
  const link = useLinkPartner()
  // Typed details not yet linked: leaving the page asks first (spec §4, §8).
  const dirty = useRef(false)
  useFormLeaveGuard({ dirty })
  const rules: FieldRules = LINK_FORM_RULES[operation]
  const ruleErrors: Partial<Record<string, string>> = submitted ? validateFields(rules, values) : {}
  const serverFields =
    link.error instanceof ApiError && link.error.code === 'VALIDATION'
      ? ((link.error.details.fields ?? {}) as Record<string, string>)
      : {}
  const errorOf = (field: keyof Values) => ruleErrors[field] ?? serverFields[field]

  const change = (field: keyof Values) => (event: { target: { value: string } }) => {
    dirty.current = true
    setValues((current) => ({ ...current, [field]: event.target.value }))
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
    const errors = validateFields(rules, values)
    const first = Object.keys(errors)[0]
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus()
      return
    }
    link.mutate({
      partner,
      operation,
      memberNumber: values.memberNumber.trim(),
      ...(operation === 'manual' ? { surname: values.surname.trim() } : {}),
      ...(operation === 'login' ? { pin: values.pin.trim() } : {}),
    })
  }

  return (
    <form className="link-form" noValidate onSubmit={submit} aria-label={`Link your ${partnerName} account`}>
      <RadioGroup
        legend="How would you like to link your account?"
        name="operation"
        options={OPERATIONS}
        value={operation}
        onChange={(value) => setOperation(value as FormOperation)}
      />
      <TextField
        label="Membership number"
        hint="8 numbers, on your membership card"
        name="memberNumber"
        inputMode="numeric"
        autoComplete="off"
        value={values.memberNumber}
        error={errorOf('memberNumber')}
        onChange={change('memberNumber')}
      />
      {operation === 'manual' && (
        <TextField
          label="Surname"
          name="surname"
          autoComplete="family-name"
          value={values.surname}
          error={errorOf('surname')}
          onChange={change('surname')}
        />
      )}
      {operation === 'login' && (
        <TextField
          label="PIN"
          hint={`The 4-digit PIN you use to log in to ${partnerName}`}
          name="pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={values.pin}
          error={errorOf('pin')}
          onChange={change('pin')}
        />
      )}
      <Button type="submit" isLoading={link.isPending}>
        Link account
      </Button>
    </form>
  )
}
