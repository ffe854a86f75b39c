/**
 * The 6-digit code: one message whether or not the details matched an account, a wrong code said
 * plainly, and a way back to send another. `submit` runs the flow's validate step.
 */
import type { ReactNode } from 'react'
import { CODE_REQUIRED, CODE_SENT_IF_MATCHED } from '../../../../shared/contract/card-self-service.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { useForm } from '../../../lib/form/use-form.ts'

const codeRule = (value: unknown) =>
  /^[0-9]{6}$/.test(String(value ?? '').trim()) ? undefined : CODE_REQUIRED

export type CodeStepProps = {
  submit: (code: string) => void
  pending: boolean
  error: string | undefined
  onSendAnother: () => void
  children?: ReactNode
}

export function CodeStep({ submit, pending, error, onSendAnother, children }: CodeStepProps) {
  const form = useForm<{ code: string }>({ initial: { code: '' }, rules: { code: codeRule } })
  return (
    <>
      <Notice>{CODE_SENT_IF_MATCHED}</Notice>
      {error && <Notice kind="error">{error}</Notice>}
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(({ code }) => submit(code.trim()))}>
        <TextField
          label="Security code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          {...form.input('code')}
        />
        {children}
        <Button type="submit" isLoading={pending}>
          Continue
        </Button>
      </form>
      <p>
        <Button variant="text" onClick={onSendAnother}>
          Send a new code
        </Button>
      </p>
    </>
  )
}
