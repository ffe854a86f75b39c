/**
 * The signed-out card flows, one flow in two variants (routes specification §2.1, §2.5 card help,
 * §3 card replacement types): the collector's details with a captcha, a 6-digit code by e-mail or
 * text message, then the result.
 * - retrieve (/retrieve-card, 'Show Nectar card number'): e-mail, last name and date of birth; the
 *   card number and barcode. Wrong details show nothing but the one message of the code step.
 * - replace (/replace-card, the request-card page, 'Replace Nectar card now'): date of birth, last
 *   name and postcode, and beside the code why the card is replaced; the old card is blocked, the
 *   points move to the new card and the page says when it arrives.
 */
import { useState } from 'react'
import {
  REPLACEMENT_REASON_REQUIRED,
  type ReplaceCardBody,
  type ReplacedCardResponse,
  type ReplacementType,
  type RetrieveCardBody,
  type RetrievedCardResponse,
} from '../../../../shared/contract/card-self-service.ts'
import { replaceCardRules, retrieveCardRules } from '../../../../shared/validation/form-rules.ts'
import { DateOfBirthField } from '../../../components/date-of-birth-field.tsx'
import { EmailField } from '../../../components/email-field.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { RadioGroup } from '../../../components/ui/choice-group.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import {
  useRequestReplaceCard,
  useRequestRetrieveCard,
  useValidateReplaceCard,
  useValidateRetrieveCard,
} from '../api/card-self-service-steps.ts'
import { CardNumberShown } from './card-number-shown.tsx'
import { NewCardOnItsWay } from './new-card-on-its-way.tsx'
import { SecurityCodeSteps } from './security-code-steps.tsx'
import { fieldErrors, stepError } from './step-error.ts'

export type CardFlowVariant = 'retrieve' | 'replace'

const REASONS = [
  { value: 'LOST', label: 'Lost' },
  { value: 'STOLEN', label: 'Stolen' },
  { value: 'DAMAGED', label: 'Damaged' },
] as const

/** Every field either variant asks for; each variant shows and sends its own. */
type Details = RetrieveCardBody & ReplaceCardBody

function DetailsStep({ variant, onDone }: { variant: CardFlowVariant; onDone: () => void }) {
  const form = useForm<Details>({
    initial: { email: '', lastName: '', dateOfBirth: '', postcode: '' },
    rules: variant === 'retrieve' ? retrieveCardRules() : replaceCardRules(),
  })
  // What was typed is asked about before it is left behind (§8).
  useFormLeaveGuard(form)
  const retrieve = useRequestRetrieveCard()
  const replace = useRequestReplaceCard()
  const request = variant === 'retrieve' ? retrieve : replace
  const fields = fieldErrors(request.error)
  const handlers = {
    onSuccess: onDone,
    onError: (caught: unknown) => {
      const found = fieldErrors(caught)
      if (found) form.showErrors(found)
    },
  }
  const send = ({ email, lastName, dateOfBirth, postcode }: Details) =>
    variant === 'retrieve'
      ? retrieve.mutate({ email: email.trim(), lastName, dateOfBirth }, handlers)
      : replace.mutate({ dateOfBirth, lastName, postcode }, handlers)
  const dateOfBirth = <DateOfBirthField {...form.field('dateOfBirth')} />
  return (
    <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(send)}>
      {request.error && !fields && <Notice kind="error">{stepError(request.error)}</Notice>}
      {variant === 'retrieve' ? (
        <EmailField hint="The email address you use for your account." {...form.field('email')} />
      ) : (
        dateOfBirth
      )}
      <TextField label="Last name" autoComplete="family-name" {...form.input('lastName')} />
      {variant === 'retrieve' ? (
        dateOfBirth
      ) : (
        <TextField
          label="Postcode"
          hint="The postcode of the address on your account"
          autoComplete="postal-code"
          {...form.input('postcode')}
        />
      )}
      <Button type="submit" isLoading={request.isPending}>
        Continue
      </Button>
    </form>
  )
}

export function CardSelfServiceFlow({ variant, title }: { variant: CardFlowVariant; title: string }) {
  const [retrieved, setRetrieved] = useState<RetrievedCardResponse>()
  const [replaced, setReplaced] = useState<ReplacedCardResponse>()
  // None chosen in advance: the collector says what happened (as the signed-in page asks).
  const [reason, setReason] = useState<ReplacementType>()
  const [reasonError, setReasonError] = useState<string>()
  const retrieve = useValidateRetrieveCard()
  const replace = useValidateReplaceCard()

  const submit = (code: string, onError: (caught: unknown) => void) => {
    if (variant === 'retrieve') return retrieve.mutate(code, { onSuccess: setRetrieved, onError })
    if (!reason) {
      setReasonError(REPLACEMENT_REASON_REQUIRED)
      document.querySelector<HTMLInputElement>('input[name="replacement-type"]')?.focus()
      return
    }
    replace.mutate({ code, replacementType: reason }, { onSuccess: setReplaced, onError })
  }

  return (
    <div className="page card-self-service">
      <h1>{title}</h1>
      {retrieved ? (
        <CardNumberShown cardNumber={retrieved.cardNumber} barcode={retrieved.barcode} />
      ) : replaced ? (
        <NewCardOnItsWay card={replaced} />
      ) : (
        <SecurityCodeSteps
          details={(onDone) => <DetailsStep variant={variant} onDone={onDone} />}
          validation={variant === 'retrieve' ? retrieve : replace}
          submit={submit}
        >
          {variant === 'replace' && (
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
          )}
        </SecurityCodeSteps>
      )}
    </div>
  )
}
