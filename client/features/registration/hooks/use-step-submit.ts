/**
 * Sends one step (useSubmitStep) and follows the answer. Errors land where the person can act on
 * them: per-field messages under their fields, an out-of-order step back to the step the journey
 * allows, a failure with a destination (/register-failed) there with its detail kept in the
 * registration state, and anything else above the form.
 */
import { useCallback, useState } from 'react'
import type { RegistrationError, StepResponse } from '../../../../shared/contract/registration.ts'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { type StepCall, useSubmitStep } from '../api/submit-step.ts'
import { updateRegistration } from './registration-store.ts'
import { useJourney } from './use-journey.ts'

type FormHandle = { showErrors: (fields: Record<string, string>) => void; markClean: () => void }

/** `codeFields`: error codes whose message belongs under one field (the phone check's). */
export function useStepSubmit(form?: FormHandle, codeFields: Readonly<Record<string, string>> = {}) {
  const { follow, go, stepHref } = useJourney()
  const mutation = useSubmitStep()
  const [error, setError] = useState<string | undefined>(undefined)

  const handleError = useCallback(
    (caught: unknown) => {
      if (!(caught instanceof ApiError)) return setError(DEFAULT_ERROR_MESSAGE)
      const details = caught.details as Partial<RegistrationError>
      if (caught.code === 'STEP_OUT_OF_ORDER' && details.nextStep) return go(stepHref(details.nextStep))
      const field = codeFields[caught.code]
      if (field && form) return form.showErrors({ [field]: caught.message })
      if (details.fields && Object.keys(details.fields).length > 0 && form)
        return form.showErrors(details.fields)
      if (details.redirectTo) {
        updateRegistration({
          error: { message: caught.message, category: details.category, code: caught.code },
        })
        form?.markClean()
        return go(details.redirectTo)
      }
      setError(caught.message)
    },
    [form, go, stepHref, codeFields],
  )

  const { mutateAsync } = mutation
  const submit = useCallback(
    async (call: StepCall, onDone?: (step: StepResponse) => void) => {
      setError(undefined)
      try {
        const step = await mutateAsync(call)
        form?.markClean()
        onDone?.(step)
        follow(step)
      } catch (caught) {
        handleError(caught)
      }
    },
    [mutateAsync, follow, form, handleError],
  )

  return { submit, pending: mutation.isPending, error }
}
