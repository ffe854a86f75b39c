/**
 * A feedback page with its form (form, problems, suggestion, positive, supermarket, partner, other):
 * the route's title as the heading, the kind and question of feedback-pages.ts, and what the step
 * before asked (the device of a problem, the partner) from the query.
 */
import { useSearch } from 'wouter'
import { FEEDBACK_SUBJECT_MAX } from '../../../../shared/contract/feedback.ts'
import { Link } from '../../../components/ui/link.tsx'
import { FeedbackForm } from '../../../features/feedback/components/feedback-form.tsx'
import { FEEDBACK_DEVICES, FEEDBACK_FORMS } from '../../../features/feedback/feedback-pages.ts'
import type { ScreenProps } from '../../screen-props.ts'

/** The device or partner the previous step chose; anything unknown or too long is left out. */
function subjectOf(screen: string, query: URLSearchParams): string | undefined {
  if (screen === 'feedback-problems')
    return FEEDBACK_DEVICES.find((device) => device.value === query.get('device'))?.label
  if (screen === 'feedback-partner') {
    const partner = query.get('partner')?.trim()
    return partner && partner.length <= FEEDBACK_SUBJECT_MAX ? partner : undefined
  }
  return undefined
}

export default function FeedbackFormPage({ entry }: ScreenProps) {
  const query = new URLSearchParams(useSearch())
  const form = FEEDBACK_FORMS[entry.screen] ?? { kind: 'website-feedback', label: 'Your feedback' }
  const subject = subjectOf(entry.screen, query)
  return (
    <div className="page feedback">
      <p>
        <Link href="/feedback">Back to feedback</Link>
      </p>
      <h1>{entry.title}</h1>
      {subject && <p className="feedback__subject">About: {subject}</p>}
      <FeedbackForm kind={form.kind} route={entry.path} subject={subject} label={form.label} />
    </div>
  )
}
