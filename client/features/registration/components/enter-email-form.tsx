/**
 * E-mail step (§2, 20%): the address and the marketing-email toggle (on by default), sent after a
 * captcha solution is obtained.
 */
import { emailRules } from '../../../../shared/validation/form-rules.ts'
import { EmailField } from '../../../components/email-field.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/choice-group.tsx'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { submitEmail } from '../api/journey-steps.ts'
import { updateUserData, useRegistration } from '../hooks/registration-store.ts'
import { useStepSubmit } from '../hooks/use-step-submit.ts'
import { StepLayout } from './step-layout.tsx'

type Values = { email: string; contactByEmail: boolean }

export function EnterEmailForm() {
  const { userData } = useRegistration()
  const form = useForm<Values>({
    initial: {
      email: userData.email ?? '',
      contactByEmail: userData.nectarContactPreferences?.contactByEmail ?? true,
    },
    rules: emailRules,
  })
  const { submit, pending, error } = useStepSubmit(form)
  useFormLeaveGuard(form)

  const onValid = ({ email, contactByEmail }: Values) =>
    submit(
      () => submitEmail({ email: email.trim(), contactByEmail }),
      () =>
        updateUserData({
          email: email.trim(),
          nectarContactPreferences: {
            contactByEmail,
            contactByPhone: false,
            contactBySMS: false,
            contactByPost: false,
          },
        }),
    )

  return (
    <StepLayout step="enter-email-address" error={error}>
      <h1>Enter your email</h1>
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(onValid)}>
        <EmailField hint="We'll send you a link to confirm it's yours." {...form.field('email')} />
        <Checkbox
          toggle
          label="Send me emails about offers, events and news"
          {...form.checkbox('contactByEmail')}
        />
        <Button type="submit" isLoading={pending}>
          Continue
        </Button>
      </form>
    </StepLayout>
  )
}
