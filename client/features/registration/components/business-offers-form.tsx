/** Business offers (§2, 100%): the intro text from the content API and the opt-in. */
import { type FormEvent, useEffect, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/choice-group.tsx'
import { getBusinessOffersPage } from '../api/content.ts'
import { submitBusinessOffers } from '../api/journey-steps.ts'
import { useStepSubmit } from '../hooks/use-step-submit.ts'
import { StepLayout } from './step-layout.tsx'

export function BusinessOffersForm() {
  const [description, setDescription] = useState<string | undefined>(undefined)
  const [optIn, setOptIn] = useState(false)
  const { submit, pending, error } = useStepSubmit()

  useEffect(() => {
    const controller = new AbortController()
    getBusinessOffersPage(controller.signal)
      .then((page) => setDescription(page.description))
      .catch(() => {})
    return () => controller.abort()
  }, [])

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
