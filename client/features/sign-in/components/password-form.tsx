/** Password login (§2 enter-password): "Enter your password", "Log in securely", with a captcha. */
import { passwordLoginRules } from '../../../../shared/validation/form-rules.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { PasswordInput } from '../../../components/ui/password-input.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'
import { useCaptcha } from '../../../lib/captcha/use-captcha.ts'
import { useForm } from '../../../lib/form/use-form.ts'
import { loginWithPassword } from '../api/login-steps.ts'
import { useLoginStep } from '../hooks/use-login-step.ts'

export function PasswordForm() {
  const form = useForm<{ password: string }>({ initial: { password: '' }, rules: passwordLoginRules })
  const captcha = useCaptcha()
  const { identityStartPrefix } = useAppConfig()
  const step = useLoginStep(form.showErrors)

  const onValid = ({ password }: { password: string }) =>
    step.run(async () => loginWithPassword(password, await captcha.solve()))

  return (
    <div className="page sign-in">
      <h1>Enter your password</h1>
      {step.error && <Notice kind="error">{step.error}</Notice>}
      <form ref={form.formRef} noValidate onSubmit={form.handleSubmit(onValid)}>
        <PasswordInput label="Password" autoComplete="current-password" {...form.field('password')} />
        <Button type="submit" isLoading={step.pending}>
          Log in securely
        </Button>
      </form>
      <p>
        <Link href={`${identityStartPrefix}/forgotten-password`}>Forgotten your password?</Link>
      </p>
    </div>
  )
}
