/** Business offers (§2, 100%): the intro text from the content API and the opt-in. */
import { type FormEvent, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/choice-group.tsx'
import { useBusinessOffersPage } from '../api/get-business-offers-page.ts'
import { submitBusinessOffers } from '../api/journey-steps.ts'
import { useStepSubmit } from '../hooks/use-step-submit.ts'
import { StepLayout } from './step-layout.tsx'

export function BusinessOffersForm() {
  // The intro is an extra: without it (loading, or the content API failed) the step still works.
  const description = useBusinessOffersPage().data?.description
  const [optIn, setOptIn] = useState(false)
  const { submit, pending, error } = useStepSubmit()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit(() => submitBusinessOffers({ businessOffersOptIn: optIn }))
  }

  return (
    <StepLayout step="get-business-offers" error={error}>
      <h1>Get business offers</h1>
      {description && <p className="registration__intro">{description}</p>}
      <form noValidate onSubmit={onSubmit}>
        <Checkbox toggle label="Send me offers for my business" checked={optIn} onChange={setOptIn} />
        <Button type="submit" isLoading={pending}>
          Continue
        </Button>
      </form>
    </StepLayout>
  )
}
