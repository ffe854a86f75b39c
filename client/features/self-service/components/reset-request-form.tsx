/**
 * "Forgotten your password?": the account found by e-mail address or card number, and a captcha
 * before the request. The answer is the same whether or not an account matched, so the next page
 * only says what happens if one did. The wording is not in the specifications.
 */
import { useLocation } from 'wouter'
import { CARD_NUMBER_LENGTH } from '../../../../shared/constants/limits.ts'
import type { ResetRequestBody } from '../../../../shared/contract/self-service.ts'
import { cardNumberRules, emailRules } from '../../../../shared/validation/form-rules.ts'
import { EmailField } from '../../../components/email-field.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { RadioGroup } from '../../../components/ui/choice-group.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { useAppConfig } from '../../../lib/app-config.ts'
import { CaptchaError } from '../../../lib/captcha/solve-captcha.ts'
import { useForm } from '../../../lib/form/use-form.ts'
import { useRequestPasswordReset } from '../api/request-password-reset.ts'

type Values = { by: string; email: string; cardNumber: string }

const PENDING_RESET_PATH = '/pending-reset-password'

const errorOf = (caught: unknown) => {
  if (caught instanceof CaptchaError || caught instanceof ApiError) return caught.message
  return caught ? DEFAULT_ERROR_MESSAGE : undefined
}

export function ResetRequestForm() {
  const { schemeName } = useAppConfig()
  const [, setLocation] = useLocation()
  const request = useRequestPasswordReset()
  const cardRule = cardNumberRules(schemeName).cardNumber
  // Only the field in use is checked.
  const form = useForm<Values>({
    initial: { by: 'email', email: '', cardNumber: '' },
    rules: {
      email: (value, body) => (body.by === 'card' ? undefined : emailRules.email(value)),
      cardNumber: (value, body) => (body.by === 'card' ? cardRule(value, body) : undefined),
    },
  })
  const byCard = form.values.by === 'card'

  const onValid = (values: Values) => {
    const body: ResetRequestBody = byCard
      ? { cardNumber: values.cardNumber.trim() }
      : { email: values.email.trim() }
    request.mutate(body, {
      onSuccess: () => setLocation(PENDING_RESET_PATH),
      onError: (caught) => {
        const fields = caught instanceof ApiError ? caught.details.fields : undefined
        if (fields) form.showErrors(fields as Record<string, string>)
      },
    })
  }
  const fields = request.error instanceof ApiError ? request.error.details.fields : undefined
  const error = fields ? undefined : errorOf(request.error)

  return (
    <div className="page self-service">
      <h1>Forgotten your password?</h1>
      <p>
        Tell us your email address or your card number. If it matches an account, we'll email you a link to
        reset your password.
      </p>
      {error && <Notice kind="error">{error}</Notice>}
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(onValid)}>
        <RadioGroup
          legend="Find my account by"
          name="by"
          options={[
            { value: 'email', label: 'Email address' },
            { value: 'card', label: `${schemeName} card number` },
          ]}
          {...form.choice('by')}
        />
        {byCard ? (
          <TextField
            label={`${schemeName} card number`}
            hint="The last 11 numbers on your card"
            inputMode="numeric"
            autoComplete="off"
            maxLength={CARD_NUMBER_LENGTH}
            {...form.input('cardNumber')}
          />
        ) : (
          <EmailField hint="The address you use for your account" {...form.field('email')} />
        )}
        <Button type="submit" isLoading={request.isPending}>
          Send me a reset link
        </Button>
      </form>
    </div>
  )
}
