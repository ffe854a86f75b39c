/**
 * Temporary card e-mail step (routes §2.5, registration §5): "We just need your email", the terms box
 * and the privacy box; continues only with a valid address and both boxes ticked.
 */

import { useState } from 'react'
import { tempCardRules } from '../../../../shared/validation/form-rules.ts'
import { EmailField } from '../../../components/email-field.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/choice-group.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { useForm } from '../../../lib/use-form.ts'
import { requestTempCard } from '../api/temp-card.ts'
import { updateUserData } from '../hooks/registration-store.ts'
import { useFormLeaveGuard } from '../hooks/use-form-leave-guard.ts'
import { useJourney } from '../hooks/use-journey.ts'

type Values = { email: string; terms: boolean; privacy: boolean }

export function TempCardEmailForm() {
  const { go, stepHref } = useJourney()
  const form = useForm<Values>({ initial: { email: '', terms: false, privacy: false }, rules: tempCardRules })
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | undefined>(undefined)
  useFormLeaveGuard(form)

  const onValid = async (values: Values) => {
    setPending(true)
    setError(undefined)
    try {
      const { email } = await requestTempCard({ ...values, email: values.email.trim() })
      updateUserData({ email })
      form.markClean()
      go(stepHref('temp-card/success'))
    } catch (caught) {
      const fields =
        caught instanceof ApiError ? (caught.details.fields as Record<string, string> | undefined) : undefined
      if (fields) form.showErrors(fields)
      else setError(caught instanceof ApiError ? caught.message : DEFAULT_ERROR_MESSAGE)
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="page registration">
      <h1>We just need your email</h1>
      {error && <Notice kind="error">{error}</Notice>}
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(onValid)}>
        <EmailField
          hint="We'll email you a link to your temporary card."
          value={form.values.email}
          error={form.errors.email}
          onChange={(email) => form.setValue('email', email)}
          onBlur={() => form.blur('email')}
        />
        <Checkbox
          label="I agree to the Terms and Conditions"
          checked={form.values.terms}
          error={form.errors.terms}
          onChange={(checked) => form.setValue('terms', checked)}
        />
        <Checkbox
          label="I have read the Privacy Policy, and I'm 18 or over and live in the UK"
          checked={form.values.privacy}
          error={form.errors.privacy}
          onChange={(checked) => form.setValue('privacy', checked)}
        />
        <Button type="submit" isLoading={pending}>
          Continue
        </Button>
      </form>
    </div>
  )
}
