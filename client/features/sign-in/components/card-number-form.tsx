/**
 * Card-number entry for sign-in (registration specification §2): the number is sent with a captcha
 * solution and the card check's next step is then followed.
 */
import { CardNumberEntry, useCardNumberForm } from '../../../components/card-number-entry.tsx'
import { useCaptcha } from '../../../lib/captcha/use-captcha.ts'
import { checkCard } from '../api/login-steps.ts'
import { useLoginStep } from '../hooks/use-login-step.ts'

export type CardNumberFormProps = {
  next: string | undefined
  /** A registration error held in state, shown above the form. */
  held: string | undefined
}

export function CardNumberForm({ next, held }: CardNumberFormProps) {
  const form = useCardNumberForm()
  const captcha = useCaptcha()
  const step = useLoginStep(form.showErrors)

  const onSubmit = (cardNumber: string) =>
    step.run(async () => checkCard({ cardNumber, ...(next ? { next } : {}) }, await captcha.solve()))

  return (
    <CardNumberEntry
      className="sign-in"
      form={form}
      errors={[held, step.error]}
      pending={step.pending}
      onSubmit={onSubmit}
    />
  )
}
