/**
 * The offers pages' sub-navigation: New Offers, the supermarket's, the partners' and the saved
 * offers, the current page marked.
 */
import { PageNav } from '../../../components/ui/page-nav.tsx'

const OFFERS_PAGES = [
  { href: '/my-offers', label: 'New Offers' },
  { href: '/sainsburys', label: 'Supermarket' },
  { href: '/partners', label: 'Partners' },
  { href: '/offers-saved', label: 'Saved' },
] as const

export function OffersNav() {
  return <PageNav label="Offers pages" pages={OFFERS_PAGES} className="offers-nav" />
}
