/**
 * Card-number entry (registration specification §2), shared by sign-in and the registration path:
 * the fixed prefix before an 11-digit field, the hint, the help popup and the errors above the form.
 * The caller owns what a submitted number does.
 */
import { useState } from 'react'
import { CARD_NUMBER_LENGTH } from '../../shared/constants/limits.ts'
import { cardNumberRules } from '../../shared/validation/form-rules.ts'
import { useAppConfig } from '../lib/app-config.ts'
import { useForm } from '../lib/form/use-form.ts'
import { CardHelpPopup } from './card-help-popup.tsx'
import { Button } from './ui/button.tsx'
import { Field } from './ui/field.tsx'
import { Notice } from './ui/notice.tsx'

export type CardNumberForm = ReturnType<typeof useForm<{ cardNumber: string }>>

/** The form state with the three card-number rules, named with the configured scheme. */
export function useCardNumberForm(): CardNumberForm {
  const { schemeName } = useAppConfig()
  return useForm<{ cardNumber: string }>({ initial: { cardNumber: '' }, rules: cardNumberRules(schemeName) })
}

export type CardNumberEntryProps = {
  form: CardNumberForm
  /** Errors shown above the form: registration errors held in state, then the last submit's. */
  errors: Array<string | undefined>
  pending: boolean
  onSubmit: (cardNumber: string) => void | Promise<void>
  className: string
}

export function CardNumberEntry({ form, errors, pending, onSubmit, className }: CardNumberEntryProps) {
  const { schemeName, cardPrefix } = useAppConfig()
  const [helpOpen, setHelpOpen] = useState(false)
  return (
    <div className={`page ${className}`}>
      <h1>Enter your card number</h1>
      {errors.filter(Boolean).map((message) => (
        <Notice key={message} kind="error">
          {message}
        </Notice>
      ))}
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit(({ cardNumber }) => onSubmit(cardNumber.trim()))}
      >
        <Field
          label={`${schemeName} card number`}
          hint="It's the last 11 numbers on your plastic card"
          error={form.errors.cardNumber}
        >
          {(control) => (
            <div className="card-input">
              <span className="card-input__prefix" aria-hidden="true">
                {cardPrefix}
              </span>
              <input
                className="field__input card-input__digits"
                inputMode="numeric"
                autoComplete="off"
                maxLength={CARD_NUMBER_LENGTH}
                {...control}
                value={form.values.cardNumber}
                onChange={(event) => form.setValue('cardNumber', event.target.value)}
                onBlur={() => form.blur('cardNumber')}
              />
            </div>
          )}
        </Field>
        <p>
          <Button variant="text" onClick={() => setHelpOpen(true)}>
            Need help with your card number?
          </Button>
        </p>
        <Button type="submit" isLoading={pending}>
          Continue
        </Button>
      </form>
      <CardHelpPopup open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  )
}
