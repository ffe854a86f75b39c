/**
 * The two redirect pages' shared body: while the target is checked, the page's title as a status;
 * a target that is neither a page of this site nor allow-listed, a refusal with a way on.
 */
import { Loading } from '../../../components/query/loading.tsx'
import { Link } from '../../../components/ui/link.tsx'

export function RedirectChecking({ title }: { title: string }) {
  return (
    <div className="page events">
      <h1>{title}</h1>
      <Loading>Just a moment</Loading>
    </div>
  )
}

export function RedirectRefused() {
  return (
    <div className="page events">
      <h1>We can't take you there</h1>
      <p className="page__lead">
        That link doesn't lead to one of our pages or partners, so we've stopped here to keep you safe.
      </p>
      <p className="actions">
        <Link href="/my-offers" variant="primary">
          See your offers
        </Link>
        <Link href="/welcome">Go to the welcome page</Link>
      </p>
    </div>
  )
}
