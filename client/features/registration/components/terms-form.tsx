/**
 * "The important stuff" (§2, 90%): the short privacy text (fetched as HTML, sanitised before it is
 * cached: get-privacy-policy-short.ts), the agreement box, and online-advertising consent on by default.
 */
import { termsRules } from '../../../../shared/validation/form-rules.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/choice-group.tsx'
import { useForm } from '../../../lib/form/use-form.ts'
import { useFormLeaveGuard } from '../../../lib/form/use-form-leave-guard.ts'
import { usePrivacyPolicyShort } from '../api/get-privacy-policy-short.ts'
import { submitTerms } from '../api/journey-steps.ts'
import { useStepSubmit } from '../hooks/use-step-submit.ts'
import { StepLayout } from './step-layout.tsx'

type Values = { agreed: boolean; onlineAdvertisingConsent: boolean }

export function TermsForm() {
  const privacyHtml = usePrivacyPolicyShort().data
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
        // Sanitised by the query (get-privacy-policy-short.ts) before it reaches the cache.
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
          {...form.checkbox('agreed')}
        />
        <Checkbox
          toggle
          label="Show me personalised online advertising"
          {...form.checkbox('onlineAdvertisingConsent')}
        />
        <Button type="submit" isLoading={pending}>
          Accept and continue
        </Button>
      </form>
    </StepLayout>
  )
}
