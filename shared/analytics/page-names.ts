/**
 * The analytics page names (routes specification §2.5): the name a page view is recorded under,
 * by the route table's path pattern. The specification's three (/my-offers 'New Offers', /history
 * 'Wallet - Transactions', /account/close 'Close Account') and the product's own; any other page
 * is recorded under its route table title.
 */
export const PAGE_NAMES: Readonly<Record<string, string>> = {
  '/': 'Welcome',
  '/welcome': 'Welcome',
  '/homepage': 'Home',
  '/my-offers': 'New Offers',
  '/history': 'Wallet - Transactions',
  '/card/activity': 'Wallet - Transactions',
  '/offers-saved': 'Wallet - Saved Offers',
  '/vouchers': 'Wallet - Vouchers',
  '/sainsburys': 'Supermarket Offers',
  '/partners': 'Partner Offers',
  '/brands': 'Brands',
  '/account': 'Account',
  '/account/details': 'Account - Details',
  '/account/password': 'Account - Password',
  '/account/comms': 'Account - Communication Preferences',
  '/account/close': 'Close Account',
  '/account/close-account': 'Close Account',
  '/help': 'Help',
  '/feedback': 'Feedback',
  '/event': 'Events',
  '/offer-event/:eventId': 'Offer Event',
  '/skinnyevent/:id': 'Homepage Pod Event',
  '/marketing-event/:eventId': 'Marketing Event',
  '/marketing-event/:eventId/terms-and-conditions': 'Marketing Event - Terms',
  '/dataplayback/:year/:yirId': 'Year In Review',
  '/campaign': 'Campaign',
  '/digital-week': 'Digital Week',
}

/** The name of the page whose route table entry has this path pattern and title. */
export const pageNameFor = (pattern: string, title: string): string => PAGE_NAMES[pattern] ?? title
