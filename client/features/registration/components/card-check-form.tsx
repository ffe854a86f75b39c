/**
 * Card check (§2, 10%): "Have you used {scheme} before?". Entering it starts the journey again; yes
 * goes to card-number entry, no to the e-mail step, both carrying registrationDone when present.
 */
import { useEffect } from 'react'
import { useSearch } from 'wouter'
import type { CardCheckAnswer } from '../../../../shared/constants/journey.ts'
import { cardCheckRules } from '../../../../shared/validation/form-rules.ts'
import { Button } from '../../../components/ui/button.tsx'
import { RadioGroup } from '../../../components/ui/choice-group.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { startRegistration } from '../api/journey-steps.ts'
import { resetRegistration, updateUserData } from '../hooks/registration-store.ts'
import { useStepSubmit } from '../hooks/use-step-submit.ts'
import { StepLayout } from './step-layout.tsx'

const OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const

export function CardCheckForm() {
  const { schemeName, identityStartPrefix } = useAppConfig()
  const registrationDone = new URLSearchParams(useSearch()).has('registrationDone')
  const form = useForm<{ existingCard: CardCheckAnswer | '' }>({
    initial: { existingCard: '' },
    rules: cardCheckRules,
  })
  const { submit, pending, error } = useStepSubmit(form)
  useFormLeaveGuard(form)

  useEffect(() => {
    resetRegistration(registrationDone ? { registrationDone } : {})
  }, [registrationDone])

  const onValid = ({ existingCard }: { existingCard: CardCheckAnswer | '' }) => {
    if (existingCard === '') return
    if (existingCard === 'no') updateUserData({ existingCardType: 'none' })
    return submit(() =>
      startRegistration({ existingCard, ...(registrationDone ? { registrationDone } : {}) }),
    )
  }

  return (
    <StepLayout step="card-check" error={error}>
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(onValid)}>
        <RadioGroup
          legend={`Have you used ${schemeName} before?`}
          legendIsHeading
          name="existingCard"
          options={OPTIONS}
          {...form.choice('existingCard')}
        />
        <Button type="submit" isLoading={pending}>
          Continue
        </Button>
      </form>
      {/* /forgotten-password and /reset-password land here (§2.4): the reset starts one step on. */}
      <p>
        <Link href={`${identityStartPrefix}/forgotten-password`}>Forgotten your password?</Link>
      </p>
    </StepLayout>
  )
}
