/**
 * /replace-card and the request-card page (routes specification §2.1, §2.5 card help 'Replace
 * Nectar card now', §3 card replacement types): date of birth, last name, postcode and why, with a
 * captcha; a 6-digit code by e-mail or text message; then the old card is blocked, the points move
 * to the new card and the page says when it arrives.
 */
import { useState } from 'react'
import { DATE_OF_BIRTH_INPUT_MAX } from '../../../../shared/constants/limits.ts'
import {
  REPLACEMENT_REASON_REQUIRED,
  type ReplaceCardBody,
  type ReplacedCardResponse,
  type ReplacementType,
} from '../../../../shared/contract/card-self-service.ts'
import { formatDateOfBirthInput } from '../../../../shared/validation/date-of-birth.ts'
import { replaceCardRules } from '../../../../shared/validation/form-rules.ts'
import { Button } from '../../../components/ui/button.tsx'
import { RadioGroup } from '../../../components/ui/choice-group.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { useRequestReplaceCard, useValidateReplaceCard } from '../api/card-self-service-steps.ts'
import { NewCardOnItsWay } from './new-card-on-its-way.tsx'
import { SecurityCodeSteps } from './security-code-steps.tsx'
import { fieldErrors, stepError } from './step-error.ts'

const REASONS = [
  { value: 'LOST', label: 'Lost' },
  { value: 'STOLEN', label: 'Stolen' },
  { value: 'DAMAGED', label: 'Damaged' },
] as const

function DetailsStep({ onDone }: { onDone: () => void }) {
  const form = useForm<ReplaceCardBody>({
    initial: { dateOfBirth: '', lastName: '', postcode: '' },
    rules: replaceCardRules(),
  })
  // What was typed is asked about before it is left behind (§8).
  useFormLeaveGuard(form)
  const request = useRequestReplaceCard()
  const fields = fieldErrors(request.error)
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.handleSubmit((values) =>
        request.mutate(values, {
          onSuccess: onDone,
          onError: (caught) => {
            const found = fieldErrors(caught)
            if (found) form.showErrors(found)
          },
        }),
      )}
    >
      {request.error && !fields && <Notice kind="error">{stepError(request.error)}</Notice>}
      <TextField
        label="Date of birth"
        hint="For example, 31/03/1980"
        inputMode="numeric"
        autoComplete="bday"
        maxLength={DATE_OF_BIRTH_INPUT_MAX}
        {...form.input('dateOfBirth')}
        onChange={(event) =>
          form.setValue('dateOfBirth', formatDateOfBirthInput(form.values.dateOfBirth, event.target.value))
        }
      />
      <TextField label="Last name" autoComplete="family-name" {...form.input('lastName')} />
      <TextField
        label="Postcode"
        hint="The postcode of the address on your account"
        autoComplete="postal-code"
        {...form.input('postcode')}
      />
      <Button type="submit" isLoading={request.isPending}>
        Continue
      </Button>
    </form>
  )
}

export function ReplaceCardFlow({ title }: { title: string }) {
  // None chosen in advance: the collector says what happened (as the signed-in page asks).
  const [reason, setReason] = useState<ReplacementType>()
  const [reasonError, setReasonError] = useState<string>()
  const [replaced, setReplaced] = useState<ReplacedCardResponse>()
  const validate = useValidateReplaceCard()

  return (
    <div className="page card-self-service">
      <h1>{title}</h1>
      {replaced ? (
        <NewCardOnItsWay card={replaced} />
      ) : (
        <SecurityCodeSteps
          details={(onDone) => <DetailsStep onDone={onDone} />}
          validation={validate}
          submit={(code, onError) => {
            if (!reason) {
              setReasonError(REPLACEMENT_REASON_REQUIRED)
              document.querySelector<HTMLInputElement>('input[name="replacement-type"]')?.focus()
              return
            }
            validate.mutate({ code, replacementType: reason }, { onSuccess: setReplaced, onError })
          }}
        >
          <RadioGroup
            legend="What happened to your card?"
            name="replacement-type"
            options={REASONS}
            value={reason}
            error={reasonError}
            onChange={(value) => {
              setReason(value as ReplacementType)
              setReasonError(undefined)
            }}
          />
        </SecurityCodeSteps>
      )}
    </div>
  )
}
