/**
 * The signed-in sections of the primary navigation, most used first: the five a phone's tab bar
 * holds (home with the card, offers to load before shopping, vouchers to use at the till and
 * rewards to spend on, activity, the account), then those the header adds from 768 px. A section
 * is current on its own page and on the pages under it, so `aria-current` follows the collector
 * into an offer, a voucher or an account setting.
 */
export type NavSection = {
  label: string
  href: string
  /** Path prefixes (a whole segment each) that belong to the section besides `href`. */
  within: readonly string[]
}

export const TAB_SECTIONS: readonly NavSection[] = [
  { label: 'Home', href: '/homepage', within: [] },
  {
    label: 'Offers',
    href: '/my-offers',
    within: ['/sainsburys', '/partners', '/offers-saved', '/offers', '/offer-details', '/saved'],
  },
  {
    label: 'Vouchers',
    href: '/vouchers',
    within: ['/voucher', '/voucher-details', '/redemption', '/zero-point-redemption'],
  },
  { label: 'Activity', href: '/card/activity', within: ['/card/spend', '/activity'] },
  { label: 'Account', href: '/account', within: ['/card-coming', '/delete-account'] },
]

export const HEADER_SECTIONS: readonly NavSection[] = [
  { label: 'Brands', href: '/brands', within: ['/eshops'] },
  { label: 'Help', href: '/help', within: ['/feedback', '/contact-us'] },
]

const isAt = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`)

export const isCurrentSection = (section: NavSection, pathname: string) =>
  [section.href, ...section.within].some((path) => isAt(pathname, path))
