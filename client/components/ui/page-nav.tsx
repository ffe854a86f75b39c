/**
 * Links between the pages of one area (offers, activity, …), the current one marked with
 * aria-current: tab-like links, not ARIA tabs, since each is a page of its own.
 */
import { useLocation } from 'wouter'
import { Link } from './link.tsx'

export type NavPage = { readonly href: string; readonly label: string }

/** `className` names the block; each link gets `<className>__link`. */
export function PageNav({
  label,
  pages,
  className,
}: {
  label: string
  pages: readonly NavPage[]
  className: string
}) {
  const [location] = useLocation()
  return (
    <nav className={className} aria-label={label}>
      {pages.map((page) => (
        <Link
          key={page.href}
          href={page.href}
          className={`${className}__link`}
          aria-current={location === page.href ? 'page' : undefined}
        >
          {page.label}
        </Link>
      ))}
    </nav>
  )
}
