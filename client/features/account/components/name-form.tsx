/** /account/details/name: title, first and last name (section 5 name rules), saved with `PUT customer`. */
import { TITLE_OPTIONS } from '../../../../shared/constants/catalogue.ts'
import type { AccountDetails } from '../../../../shared/contract/account.ts'
import { nameChangeRules } from '../../../../shared/validation/account-rules.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { useChangeName } from '../api/change-details.ts'
import { FormError, splitError } from './form-error.tsx'

type Values = { title: string; firstName: string; lastName: string }

export function NameForm({ details, onDone }: { details: AccountDetails; onDone: () => void }) {
  const form = useForm<Values>({
    initial: { title: details.title ?? '', firstName: details.firstName, lastName: details.lastName },
    rules: nameChangeRules,
  })
  useFormLeaveGuard(form)
  const save = useChangeName()
  const { message } = splitError(save.error)
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
      <SelectField
        label="Title"
        placeholder="Select..."
        options={TITLE_OPTIONS.map((title) => ({ value: title, label: title }))}
        {...form.select('title')}
      />
      <TextField label="First name" autoComplete="given-name" {...form.input('firstName')} />
      <TextField label="Last name" autoComplete="family-name" {...form.input('lastName')} />
      {!splitError(save.error).fields && <FormError message={message} />}
      <Button type="submit" isLoading={save.isPending}>
        Save changes
      </Button>
    </form>
  )
}
