/**
 * /feedback: with the new-feedback switch on, the topics to choose from (each its own page); with it
 * off, the one form for website feedback.
 */
import { Link } from '../../../components/ui/link.tsx'
import { FeedbackForm } from '../../../features/feedback/components/feedback-form.tsx'
import { FEEDBACK_TOPICS } from '../../../features/feedback/feedback-pages.ts'
import { useSwitch } from '../../../lib/app-config.ts'

export default function FeedbackStart() {
  const isNew = useSwitch('isNewFeedbackEnabled')
  return (
    <div className="page feedback">
      <h1>Feedback</h1>
      {isNew ? (
        <>
          <p className="page__lead">What would you like to tell us about?</p>
          <ul className="feedback-topics">
            {FEEDBACK_TOPICS.map((topic) => (
              <li key={topic.href}>
                <Link href={topic.href} className="feedback-topics__link">
                  <span className="feedback-topics__label">{topic.label}</span>
                  <span className="feedback-topics__hint">{topic.hint}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <FeedbackForm kind="website-feedback" route="/feedback" />
      )}
    </div>
  )
}
