/**
 * /retrieve-card (routes specification §2.1, §2.5 card help 'Show Nectar card number'): e-mail,
 * last name and date of birth with a captcha, a 6-digit code by e-mail or text message, then the
 * card number and barcode. Wrong details show nothing but the one message of the code step.
 */
import { useState } from 'react'
import { DATE_OF_BIRTH_INPUT_MAX } from '../../../../shared/constants/limits.ts'
import type {
  RetrieveCardBody,
  RetrievedCardResponse,
} from '../../../../shared/contract/card-self-service.ts'
import { formatDateOfBirthInput } from '../../../../shared/validation/date-of-birth.ts'
import { retrieveCardRules } from '../../../../shared/validation/form-rules.ts'
import { EmailField } from '../../../components/email-field.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { useRequestRetrieveCard, useValidateRetrieveCard } from '../api/card-self-service-steps.ts'
import { CardNumberShown } from './card-number-shown.tsx'
import { SecurityCodeSteps } from './security-code-steps.tsx'
import { fieldErrors, stepError } from './step-error.ts'

function DetailsStep({ onDone }: { onDone: () => void }) {
  const form = useForm<RetrieveCardBody>({
    initial: { email: '', lastName: '', dateOfBirth: '' },
    rules: retrieveCardRules(),
  })
  // What was typed is asked about before it is left behind (§8).
  useFormLeaveGuard(form)
  const request = useRequestRetrieveCard()
  const fields = fieldErrors(request.error)
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.handleSubmit((values) =>
        request.mutate(
          { ...values, email: values.email.trim() },
          {
            onSuccess: onDone,
            onError: (caught) => {
              const found = fieldErrors(caught)
              if (found) form.showErrors(found)
            },
          },
        ),
      )}
    >
      {request.error && !fields && <Notice kind="error">{stepError(request.error)}</Notice>}
      <EmailField hint="The email address you use for your account." {...form.field('email')} />
      <TextField label="Last name" autoComplete="family-name" {...form.input('lastName')} />
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
      <Button type="submit" isLoading={request.isPending}>
        Continue
      </Button>
    </form>
  )
}

export function RetrieveCardFlow() {
  const [card, setCard] = useState<RetrievedCardResponse>()
  const validate = useValidateRetrieveCard()

  return (
    <div className="page card-self-service">
      <h1>Show your card number</h1>
      {card ? (
        <CardNumberShown cardNumber={card.cardNumber} barcode={card.barcode} />
      ) : (
        <SecurityCodeSteps
          details={(onDone) => <DetailsStep onDone={onDone} />}
          validation={validate}
          submit={(code, onError) => validate.mutate(code, { onSuccess: setCard, onError })}
        />
      )}
    </div>
  )
}
