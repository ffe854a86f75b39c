/**
 * "The important stuff" (§2, 90%): the short privacy text fetched as HTML and sanitised with
 * DOMPurify before it is rendered, the agreement box, and online-advertising consent on by default.
 * @see https://github.com/cure53/DOMPurify#how-do-i-use-it
 */
import DOMPurify from 'dompurify'
import { useEffect, useState } from 'react'
import { termsRules } from '../../../../shared/validation/form-rules.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/choice-group.tsx'
import { useForm } from '../../../lib/use-form.ts'
import { getPrivacyPolicyShort } from '../api/content.ts'
import { submitTerms } from '../api/journey-steps.ts'
import { useFormLeaveGuard } from '../hooks/use-form-leave-guard.ts'
import { useStepSubmit } from '../hooks/use-step-submit.ts'
import { StepLayout } from './step-layout.tsx'

type Values = { agreed: boolean; onlineAdvertisingConsent: boolean }

function usePrivacyHtml(): string | undefined {
  const [html, setHtml] = useState<string | undefined>(undefined)
  useEffect(() => {
    const controller = new AbortController()
    getPrivacyPolicyShort(controller.signal)
      .then((raw) => setHtml(DOMPurify.sanitize(raw, { USE_PROFILES: { html: true } })))
      .catch(() => {})
    return () => controller.abort()
  }, [])
  return html
}

export function TermsForm() {
  const privacyHtml = usePrivacyHtml()
  const form = useForm<Values>({
    initial: { agreed: false, onlineAdvertisingConsent: true },
    rules: termsRules,
  })
  const { submit, pending, error } = useStepSubmit(form)
  useFormLeaveGuard(form)

  return (
    <StepLayout step="terms" error={error}>
      <h1>The important stuff</h1>
      {privacyHtml !== undefined && (
        // Sanitised above: DOMPurify removes scripts, event handlers and javascript: URLs.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify
        <div className="legal-text" dangerouslySetInnerHTML={{ __html: privacyHtml }} />
      )}
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.handleSubmit((values) => submit(() => submitTerms(values)))}
      >
        <Checkbox
          label="I agree to the Terms and Conditions and have read the Privacy Policy"
          checked={form.values.agreed}
          error={form.errors.agreed}
          onChange={(checked) => form.setValue('agreed', checked)}
        />
        <Checkbox
          toggle
          label="Show me personalised online advertising"
          checked={form.values.onlineAdvertisingConsent}
          onChange={(checked) => form.setValue('onlineAdvertisingConsent', checked)}
        />
        <Button type="submit" isLoading={pending}>
          Accept and continue
        </Button>
      </form>
    </StepLayout>
  )
}
