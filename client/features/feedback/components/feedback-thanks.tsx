/** After feedback is sent: thanks by the collector's stored first name, and why it matters. */
import { Link } from '../../../components/ui/link.tsx'
import { useSession } from '../../../lib/use-session.ts'

export function FeedbackThanks() {
  const session = useSession()
  const name = session?.signedIn ? session.firstName : undefined
  return (
    <section className="feedback-thanks" aria-labelledby="feedback-thanks-heading">
      <h2 id="feedback-thanks-heading" tabIndex={-1} ref={(heading) => heading?.focus()}>
        {name ? `Thank you, ${name}` : 'Thank you'}
      </h2>
      <p>Your feedback is valuable to us: the people who build this website read every message.</p>
      <p>
        <Link href="/homepage">Back to your home page</Link>
      </p>
    </section>
  )
}
