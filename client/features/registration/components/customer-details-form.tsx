/**
 * Customer details (§2, 50%): title, names and date of birth. The date is typed with slashes added
 * after the day and month, sent as typed and held as DD-MM-YYYY. For an existing plastic-card
 * holder (user type analog) the same form checks the card's details and creates no account.
 */
import { TITLE_OPTIONS } from '../../../../shared/constants/catalogue.ts'
import { FIRST_NAME_MAX } from '../../../../shared/constants/limits.ts'
import { toHeldDateOfBirth } from '../../../../shared/validation/date-of-birth.ts'
import { customerDetailsRules } from '../../../../shared/validation/form-rules.ts'
import { DateOfBirthField } from '../../../components/date-of-birth-field.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { submitCustomerDetails } from '../api/journey-steps.ts'
import { updateUserData, useRegistration } from '../hooks/registration-store.ts'
import { useRegistrationSync } from '../hooks/use-registration-sync.ts'
import { useStepSubmit } from '../hooks/use-step-submit.ts'
import { StepLayout } from './step-layout.tsx'

type Values = { title: string; firstName: string; lastName: string; dateOfBirth: string }

const ANALOG_HEADING = 'We just need to check a few details'
const ACCOUNT_HEADING = "Let's create your account"

const rules = customerDetailsRules()

export function CustomerDetailsForm() {
  useRegistrationSync()
  const { userType } = useRegistration()
  const analog = userType === 'ANALOG'
  const form = useForm<Values>({
    initial: { title: '', firstName: '', lastName: '', dateOfBirth: '' },
    rules,
  })
  const { submit, pending, error } = useStepSubmit(form)
  useFormLeaveGuard(form)

  const onValid = (values: Values) => {
    const details = { ...values, firstName: values.firstName.trim(), lastName: values.lastName.trim() }
    return submit(
      () => submitCustomerDetails(details),
      () => updateUserData({ ...details, dateOfBirth: toHeldDateOfBirth(details.dateOfBirth) ?? '' }),
    )
  }

  return (
    <StepLayout step="customer-details" error={error}>
      <h1>{analog ? ANALOG_HEADING : ACCOUNT_HEADING}</h1>
      {analog && (
        <p>We'll check these against the details we hold for your card. No new account is created.</p>
      )}
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(onValid)}>
        <SelectField
          label="Title"
          placeholder="Select"
          autoComplete="honorific-prefix"
          options={TITLE_OPTIONS.map((title) => ({ value: title, label: title }))}
          {...form.select('title')}
        />
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={FIRST_NAME_MAX}
          {...form.input('firstName')}
        />
        <TextField label="Last name" autoComplete="family-name" {...form.input('lastName')} />
        <DateOfBirthField {...form.field('dateOfBirth')} />
        <Button type="submit" isLoading={pending}>
          Continue
        </Button>
      </form>
    </StepLayout>
  )
}
