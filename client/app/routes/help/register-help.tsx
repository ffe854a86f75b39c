/**
 * /register/help: help with registering, as the registration's help popup gives it ("Need some
 * help?", a link to the FAQs and the Careline number), with the answers registering collectors ask
 * for most, each opening at its place on /help.
 */
import { Link } from '../../../components/ui/link.tsx'
import { CARELINE_HOURS, CarelineNumber } from '../../../features/help/careline.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'

const QUESTIONS = [
  { anchor: 'how-do-i-register-a-temporary-card', question: 'How do I register a temporary card?' },
  { anchor: 'how-do-i-sign-in', question: 'How do I sign in?' },
  { anchor: 'what-makes-a-good-password', question: 'What makes a good password?' },
  { anchor: 'what-does-remember-me-do', question: 'What does Remember me do?' },
]

export default function RegisterHelpRoute() {
  const { schemeName, identityStartPrefix } = useAppConfig()
  return (
    <div className="page register-help">
      <h1>Need some help?</h1>
      <p className="page__lead">Help with registering your {schemeName} card.</p>
      <section aria-labelledby="register-help-faqs">
        <h2 id="register-help-faqs">Read our FAQs</h2>
        <ul>
          {QUESTIONS.map(({ anchor, question }) => (
            <li key={anchor}>
              <Link href={`/help#${anchor}`}>{question}</Link>
            </li>
          ))}
        </ul>
        <p>
          <Link href="/help">See all FAQs</Link>
        </p>
      </section>
      <section aria-labelledby="register-help-careline">
        <h2 id="register-help-careline">Call our Careline</h2>
        <p className="contact-us__phone">
          <CarelineNumber />
        </p>
        <p>{CARELINE_HOURS}</p>
      </section>
      <p>
        <Link href={`${identityStartPrefix}/card-check`}>Back to registering</Link>
      </p>
    </div>
  )
}
