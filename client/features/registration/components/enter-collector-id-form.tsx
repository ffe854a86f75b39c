/**
 * Card-number entry on the registration path (card check "yes"), with the skip switch forced off
 * (§2): registration errors held in state above the form, and the number sent with a captcha solution.
 */
import { CardNumberEntry, useCardNumberForm } from '../../../components/card-number-entry.tsx'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { submitCardNumber } from '../api/journey-steps.ts'
import { updateRegistration, useRegistration } from '../hooks/registration-store.ts'
import { useStepSubmit } from '../hooks/use-step-submit.ts'

export function EnterCollectorIdForm() {
  const held = useRegistration().error
  const form = useCardNumberForm()
  const { submit, pending, error } = useStepSubmit(form, { DN11: 'cardNumber' })
  useFormLeaveGuard(form)

  const onSubmit = async (cardNumber: string) => {
    updateRegistration({ error: undefined })
    await submit(() => submitCardNumber({ cardNumber }))
  }

  return (
    <CardNumberEntry
      className="registration"
      form={form}
      errors={[held?.message, error]}
      pending={pending}
      onSubmit={onSubmit}
    />
  )
}
