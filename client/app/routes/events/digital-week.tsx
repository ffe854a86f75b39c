/** /digital-week (digital week switch): a week of extra points for going digital. */
import { Link } from '../../../components/ui/link.tsx'

const WAYS: readonly [title: string, text: string][] = [
  [
    'Use your digital card',
    'Show the card in the app or on your phone at the till instead of the plastic one.',
  ],
  [
    'Save offers online',
    'Offers you save on your phone count in store and online, with no vouchers to print.',
  ],
  ['Go paperless', 'Choose e-mail in your communication preferences and get your news as it happens.'],
]

export default function DigitalWeekRoute() {
  return (
    <div className="page events">
      <h1>Digital week</h1>
      <p className="page__lead">
        Seven days of bonus points for doing more with your card online. The more digital you go, the more you
        collect.
      </p>
      <ul className="event-cards">
        {WAYS.map(([title, text]) => (
          <li key={title} className="event-card">
            <h2>{title}</h2>
            <p>{text}</p>
          </li>
        ))}
      </ul>
      <p className="actions">
        <Link href="/nectar-app" variant="primary">
          Get the app
        </Link>
        <Link href="/account/comms">Choose how we contact you</Link>
      </p>
    </div>
  )
}
