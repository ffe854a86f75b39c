/**
 * Temporary card e-mail step (routes §2.5, registration §5): "We just need your email", the terms box
 * and the privacy box; continues only with a valid address and both boxes ticked.
 */
import { tempCardRules } from '../../../../shared/validation/form-rules.ts'
import { EmailField } from '../../../components/email-field.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/choice-group.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { useRequestTempCard } from '../api/send-temp-card.ts'
import { useJourney } from '../hooks/use-journey.ts'

type Values = { email: string; terms: boolean; privacy: boolean }

export function TempCardEmailForm() {
  const { go, stepHref } = useJourney()
  const form = useForm<Values>({ initial: { email: '', terms: false, privacy: false }, rules: tempCardRules })
  const request = useRequestTempCard()
  useFormLeaveGuard(form)

  // Per-field messages go under their fields; anything else above the form.
  const fields = request.error instanceof ApiError ? request.error.details.fields : undefined
  const error =
    request.error && !fields
      ? request.error instanceof ApiError
        ? request.error.message
        : DEFAULT_ERROR_MESSAGE
      : undefined

  const onValid = (values: Values) =>
    request.mutate(
      { ...values, email: values.email.trim() },
      {
        onSuccess: () => {
          form.markClean()
          go(stepHref('temp-card/success'))
        },
        onError: (caught) => {
          const found = caught instanceof ApiError ? caught.details.fields : undefined
          if (found) form.showErrors(found as Record<string, string>)
        },
      },
    )

  return (
    <div className="page registration">
      <h1>We just need your email</h1>
      {error && <Notice kind="error">{error}</Notice>}
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(onValid)}>
        <EmailField hint="We'll email you a link to your temporary card." {...form.field('email')} />
        <Checkbox label="I agree to the Terms and Conditions" {...form.checkbox('terms')} />
        <Checkbox
          label="I have read the Privacy Policy, and I'm 18 or over and live in the UK"
          {...form.checkbox('privacy')}
        />
        <Button type="submit" isLoading={request.isPending}>
          Continue
        </Button>
      </form>
    </div>
  )
}
