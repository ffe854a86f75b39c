/** /contact-us: the Careline and when it answers, what to have ready, and the other ways to reach us. */
import { Link } from '../../../components/ui/link.tsx'
import { CARELINE_HOURS, CarelineNumber } from '../../../features/help/careline.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'

export default function ContactUsRoute() {
  const { schemeName } = useAppConfig()
  return (
    <div className="page contact-us">
      <h1>Contact us</h1>
      <section aria-labelledby="contact-careline">
        <h2 id="contact-careline">Call our Careline</h2>
        <p className="contact-us__phone">
          <CarelineNumber />
        </p>
        <p>{CARELINE_HOURS}</p>
      </section>
      <section aria-labelledby="contact-ready">
        <h2 id="contact-ready">Before you call</h2>
        <ul>
          <li>Have your {schemeName} card number to hand: it is under the barcode on your card.</li>
          <li>For missing points, have your receipt: the date, the store and the amount you spent.</li>
          <li>We will never ask for your password.</li>
        </ul>
      </section>
      <section aria-labelledby="contact-other">
        <h2 id="contact-other">Other ways to get help</h2>
        <ul>
          <li>
            <Link href="/help">Read the answers to common questions</Link>
          </li>
          <li>
            <Link href="/feedback">Tell us what you think of the website</Link>
          </li>
        </ul>
      </section>
    </div>
  )
}
