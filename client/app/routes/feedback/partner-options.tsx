/** /feedback/partner-options: which partner the feedback is about, then the partner's form. */
import { type FormEvent, useState } from 'react'
import { useLocation } from 'wouter'
import { FEEDBACK_SUBJECT_MAX } from '../../../../shared/contract/feedback.ts'
import { Button } from '../../../components/ui/button.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { Link } from '../../../components/ui/link.tsx'
import type { ScreenProps } from '../../screen-props.ts'

export default function FeedbackPartnerOptions({ entry }: ScreenProps) {
  const [, navigate] = useLocation()
  const [partner, setPartner] = useState('')
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const name = partner.trim()
    if (!name) return setError('Enter the name of the partner')
    navigate(`/feedback/partner?${new URLSearchParams({ partner: name })}`)
  }
  return (
    <div className="page feedback">
      <p>
        <Link href="/feedback">Back to feedback</Link>
      </p>
      <h1>{entry.title}</h1>
      <form onSubmit={submit} noValidate>
        <TextField
          label="Partner name"
          hint="For example, the shop or website where you collected or spent points"
          value={partner}
          maxLength={FEEDBACK_SUBJECT_MAX}
          autoComplete="off"
          error={error}
          onChange={(event) => {
            setPartner(event.target.value)
            setError(undefined)
          }}
        />
        <Button type="submit">Continue</Button>
      </form>
    </div>
  )
}
