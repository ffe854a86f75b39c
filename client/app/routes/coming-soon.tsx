/** Stands in for a screen that is not built yet, so a known route never shows a blank page. */
import { Link } from '../../components/ui/link.tsx'
import type { ScreenProps } from '../screen-props.ts'

export default function ComingSoonRoute({ entry }: ScreenProps) {
  return (
    <div className="page">
      <h1>{entry.title}</h1>
      <p>This page is not available yet.</p>
      <p>
        <Link href="/welcome">Go to the welcome page</Link>
      </p>
    </div>
  )
}
