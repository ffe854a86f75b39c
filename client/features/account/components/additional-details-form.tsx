/**
 * /account/additional-details/: what the scheme lacks (`missing-information`): date of birth
 * (DD/MM/YYYY, 18 or over), household size and dietary preference, each optional.
 */
import {
  DIETARY_PREFERENCE_LABELS,
  DIETARY_PREFERENCES,
} from '../../../../shared/constants/additional-details.ts'
import type { AdditionalDetails } from '../../../../shared/contract/account.ts'
import { additionalDetailsRules } from '../../../../shared/validation/account-rules.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { useSaveAdditionalDetails } from '../api/change-details.ts'
import { FormError, splitError } from './form-error.tsx'

type Values = { dateOfBirth: string; householdSize: string; dietaryPreference: string }

export function AdditionalDetailsForm({
  details,
  onDone,
}: {
  details: AdditionalDetails
  onDone: () => void
}) {
  const form = useForm<Values>({
    initial: {
      dateOfBirth: details.dateOfBirth ?? '',
      householdSize: details.householdSize === null ? '' : String(details.householdSize),
      dietaryPreference: details.dietaryPreference ?? '',
    },
    rules: additionalDetailsRules(),
  })
  useFormLeaveGuard(form)
  const save = useSaveAdditionalDetails()
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        const { fields } = splitError(error)
        if (fields) form.showErrors(fields)
      },
    }),
  )
  return (
    <form className="account-form" ref={form.formRef} onSubmit={submit} noValidate>
      <TextField
        label="Date of birth"
        hint="For example, 27/3/1990"
        inputMode="numeric"
        autoComplete="bday"
        {...form.input('dateOfBirth')}
      />
      <TextField label="People in your household" inputMode="numeric" {...form.input('householdSize')} />
      <SelectField
        label="Dietary preference"
        placeholder="Select..."
        options={DIETARY_PREFERENCES.map((value) => ({
          value,
          label: DIETARY_PREFERENCE_LABELS[value] ?? value,
        }))}
        {...form.select('dietaryPreference')}
      />
      {!splitError(save.error).fields && <FormError message={save.error?.message} />}
      <Button type="submit" isLoading={save.isPending}>
        Save details
      </Button>
    </form>
  )
}
