/** Shown for any path the route table does not know (the gateway answers those with HTTP 404). */
import { Link } from '../../components/ui/link.tsx'
import type { ChunkScreens } from '../chunk-screens.ts'

export default function NotFoundRoute() {
  return (
    <div className="page">
      <h1>Sorry, we can't find that page</h1>
      <p>The page may have moved, or the address may be mistyped.</p>
      <p>
        <Link href="/" variant="primary">
          Go to the homepage
        </Link>
      </p>
    </div>
  )
}

export const screens = { 'not-found': NotFoundRoute } satisfies ChunkScreens
