/** /feedback/device-options: which device the problem happened on, then the problem's form. */
import { type FormEvent, useState } from 'react'
import { useLocation } from 'wouter'
import { Button } from '../../../components/ui/button.tsx'
import { RadioGroup } from '../../../components/ui/choice-group.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { FEEDBACK_DEVICES } from '../../../features/feedback/feedback-pages.ts'
import type { ScreenProps } from '../../screen-props.ts'

export default function FeedbackDeviceOptions({ entry }: ScreenProps) {
  const [, navigate] = useLocation()
  const [device, setDevice] = useState<string>()
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!device) return setError('Choose the device you are using')
    navigate(`/feedback/problems?device=${device}`)
  }
  return (
    <div className="page feedback">
      <p>
        <Link href="/feedback">Back to feedback</Link>
      </p>
      <form onSubmit={submit} noValidate>
        <RadioGroup
          legend={entry.title}
          legendIsHeading
          name="device"
          options={FEEDBACK_DEVICES}
          value={device}
          error={error}
          onChange={(value) => {
            setDevice(value)
            setError(undefined)
          }}
        />
        <Button type="submit">Continue</Button>
      </form>
    </div>
  )
}
