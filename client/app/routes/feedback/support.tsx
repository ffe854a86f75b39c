/** /feedback/support and /feedback/missing-points: not feedback but help, from the Careline and the FAQs. */
import { Link } from '../../../components/ui/link.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'
import type { ScreenProps } from '../../screen-props.ts'

export default function FeedbackSupport({ entry }: ScreenProps) {
  const { carelinePhone } = useAppConfig()
  const careline = <Link href={`tel:${carelinePhone.replaceAll(' ', '')}`}>{carelinePhone}</Link>
  return (
    <div className="page feedback">
      <p>
        <Link href="/feedback">Back to feedback</Link>
      </p>
      <h1>{entry.title}</h1>
      {entry.screen === 'feedback-missing-points' ? (
        <>
          <p>Points can take up to 48 hours to reach your account, and points from offers up to 28 days.</p>
          <p>
            If they still haven't arrived, call our Careline on {careline} with your receipt: we'll need the
            date, the store and the amount you spent.
          </p>
          <p>
            <Link href="/help#my-points-havent-arrived-what-should-i-do">Read more about missing points</Link>
          </p>
        </>
      ) : (
        <>
          <p>
            Feedback helps us improve the website, but we can't answer it. For help with your account, call
            our Careline on {careline}.
          </p>
          <p>
            <Link href="/help">Find answers in Help</Link>
          </p>
        </>
      )}
    </div>
  )
}
