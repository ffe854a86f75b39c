/** /account/replace-card: what replacing the card does, before choosing why. */
import { Link } from '../../../components/ui/link.tsx'

export function ReplaceCardIntro() {
  return (
    <>
      <p>
        If your card is lost, stolen or damaged, we'll send you a new one. Your points move to your new card
        number straight away, so you won't lose any.
      </p>
      <p>
        If your card was lost or stolen, we'll block it as soon as you ask for a new one, so nobody else can
        use your points.
      </p>
      <Link href="/account/replace-card/reason" variant="primary">
        Continue
      </Link>
    </>
  )
}
