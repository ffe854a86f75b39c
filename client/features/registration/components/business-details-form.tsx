/**
 * Business details (§2, 40%): name, number of employees and category. The options come from the
 * business lookup; employees travel as the letter code of the chosen option's 1-based position (A to I).
 */
import { useEffect } from 'react'
import type { EmployeeCode } from '../../../../shared/constants/limits.ts'
import { NOTIFICATION_MS } from '../../../../shared/constants/timings.ts'
import { employeesCode } from '../../../../shared/validation/business-rules.ts'
import { businessDetailsRules } from '../../../../shared/validation/form-rules.ts'
import { BUSINESS_LOOKUP_FAILED } from '../../../../shared/validation/messages.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { useTimedFlag } from '../../../lib/use-timed-flag.ts'
import { useBusinessLookup } from '../api/get-business-lookup.ts'
import { submitBusinessDetails } from '../api/journey-steps.ts'
import { updateUserData } from '../hooks/registration-store.ts'
import { useStepSubmit } from '../hooks/use-step-submit.ts'
import { StepLayout } from './step-layout.tsx'

type Values = { name: string; employees: string; category: string }

/** The options, and the lookup's failure notice shown for 4 s. */
function useBusinessOptions() {
  const { data, isError } = useBusinessLookup()
  const [failed, showFailed] = useTimedFlag(NOTIFICATION_MS)
  useEffect(() => {
    if (isError) showFailed()
  }, [isError, showFailed])
  return {
    employees: data?.businessEmployees ?? [],
    categories: data?.businessCategories ?? [],
    failed,
  }
}

export function BusinessDetailsForm() {
  const { employees, categories, failed } = useBusinessOptions()
  const form = useForm<Values>({
    initial: { name: '', employees: '', category: '' },
    rules: businessDetailsRules,
  })
  const { submit, pending, error } = useStepSubmit(form)
  useFormLeaveGuard(form)

  const onValid = (values: Values) =>
    submit(
      () => submitBusinessDetails({ ...values, name: values.name.trim() }),
      // The rules have checked the employees code is one of A to I.
      () =>
        updateUserData({
          business: { ...values, name: values.name.trim(), employees: values.employees as EmployeeCode },
        }),
    )

  return (
    <StepLayout step="business-details" error={error}>
      <h1>Tell us about your business</h1>
      {failed && <Notice kind="error">{BUSINESS_LOOKUP_FAILED}</Notice>}
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(onValid)}>
        <TextField label="Business name" autoComplete="organization" {...form.input('name')} />
        <SelectField
          label="Number of employees"
          placeholder="Select"
          options={employees.map(({ label }, index) => ({ value: employeesCode(index + 1) ?? '', label }))}
          {...form.select('employees')}
        />
        <SelectField
          label="What does your business do?"
          placeholder="Select"
          options={categories}
          {...form.select('category')}
        />
        <Button type="submit" isLoading={pending}>
          Continue
        </Button>
      </form>
    </StepLayout>
  )
}
