/**
 * The header's one navigation landmark. Signed in: the five most used sections, a tab bar fixed to
 * the foot of the screen on phones and in the header from 768 px, then Brands and Help, the
 * greeting and Log out. Signed out: what a visitor can use (Brands, Help, Log in, Register).
 * Nothing shows until the session's first answer, so a signed-in page never flashes 'Log in'.
 */
import type { SessionInfo } from '../../../shared/contract/session.ts'
import { useAppConfig } from '../../lib/app-config.ts'
import { Link } from '../ui/link.tsx'
import { HEADER_SECTIONS, isCurrentSection, type NavSection, TAB_SECTIONS } from './nav-sections.ts'
import { LOGOUT_PATH } from './use-shell-session.ts'

type Props = { session: SessionInfo | undefined; pathname: string }

export function PrimaryNav({ session, pathname }: Props) {
  const { identityStartPrefix } = useAppConfig()
  if (!session) return null
  if (!session.signedIn)
    return (
      <nav className="site-nav" aria-label="Main">
        <ul className="site-nav__list">
          <li>
            <Link href="/eshops/brands">Brands</Link>
          </li>
          <li>
            <Link href="/help">Help</Link>
          </li>
          <li>
            <Link href={`${identityStartPrefix}/enter-card-number`}>Log in</Link>
          </li>
          <li>
            <Link href={`${identityStartPrefix}/card-check`}>Register</Link>
          </li>
        </ul>
      </nav>
    )
  const item = (section: NavSection) => (
    <li key={section.href}>
      <Link href={section.href} aria-current={isCurrentSection(section, pathname) ? 'page' : undefined}>
        {section.label}
      </Link>
    </li>
  )
  return (
    <nav className="site-nav site-nav--signed-in" aria-label="Main">
      <ul className="site-nav__tabs">{TAB_SECTIONS.map(item)}</ul>
      <ul className="site-nav__list">
        {HEADER_SECTIONS.map(item)}
        {session.firstName ? <li className="site-nav__greeting">Hi {session.firstName}</li> : null}
        <li>
          <Link href={LOGOUT_PATH}>Log out</Link>
        </li>
      </ul>
    </nav>
  )
}
