/**
 * Login-required and switch-gated routes (routes specification §2.2 and §2.3). Paths the
 * redirect table sends elsewhere (/offers/food, /offers/your-nectar-prices) are not pages.
 */
import { loginRoute as login, type RouteEntry, switchRoute } from './route-entry.ts'

/** The specification's feedback sub-pages (feedbackDeviceOptions … feedbackMissingPoints). */
const FEEDBACK_PAGES = [
  ['device-options', 'Which device are you using?'],
  ['form', 'Send feedback'],
  ['problems', 'Tell us about a problem'],
  ['sainsburys', 'Feedback about the supermarket'],
  ['partner', 'Feedback about a partner'],
  ['partner-options', 'Which partner?'],
  ['suggestion', 'Suggest a feature'],
  ['positive', 'Tell us what you like'],
  ['other', 'Other feedback'],
  ['support', 'Get support'],
  ['missing-points', 'Missing points'],
] as const satisfies readonly (readonly [segment: string, title: string])[]

export const SWITCH_ROUTES = [
  switchRoute('/nectar-business', 'isBusinessEnabled', 'static-business', 'For business'),
  switchRoute(
    '/nectar-business/partners',
    'isBusinessEnabled',
    'static-business-partners',
    'Business partners',
  ),
  switchRoute('/campaign', 'isCampaignPageEnabled', 'campaign', 'Collect more this season'),
  switchRoute('/digital-week', 'isDigitalWeekEnabled', 'digital-week', 'Digital week'),
] as const satisfies readonly RouteEntry[]

export const LOGIN_ROUTES = [
  login('/homepage', 'homepage', 'Home'),
  login('/my-offers', 'my-offers', 'New Offers'),
  login('/marketing-event/:eventId', 'marketing-event', 'Event'),
  login(
    '/marketing-event/:eventId/terms-and-conditions',
    'marketing-event-terms',
    'Event terms and conditions',
  ),
  login('/vouchers', 'vouchers', 'Your vouchers'),
  login('/sainsburys', 'supermarket-offers', 'Supermarket offers'),
  login('/partners', 'partners', 'Partner offers'),
  login('/brands', 'brands', 'Brands'),
  login('/brands/search', 'brands-search', 'Search brands'),
  login('/brands/categories', 'brand-categories', 'Brand categories'),
  login('/redemption', 'redemption', 'Spend your points'),
  login('/zero-point-redemption', 'zero-point-redemption', 'Free rewards'),
  login('/voucher/success', 'voucher-success', 'Your voucher'),
  login('/voucher/:voucherId', 'voucher', 'Your voucher'),
  login('/voucher-details/:transactionID', 'voucher-details', 'Voucher details'),
  login('/offers-saved', 'offers-saved', 'Saved offers'),
  login('/offers/brand', 'brand-offers', 'Brand offers'),
  login('/offers/brand/:id', 'brand-offers', 'Brand offers'),
  login('/offers/:offerType', 'offers', 'Offers'),
  login('/offer-details/food/:offerId', 'offer-details', 'Offer details'),
  login('/offer-details/your-nectar-prices/:offerId', 'offer-details', 'Offer details'),
  login('/offer-details/brand/:offerId', 'offer-details', 'Offer details'),
  login('/saved/offer-details/food/:offerId', 'offer-details', 'Offer details'),
  login('/saved/offer-details/brand/:offerId', 'offer-details', 'Offer details'),

  login('/card/activity', 'activity', 'Your activity'),
  login('/card/activity/nectar-savings', 'savings', 'Your savings'),
  login('/card/spend', 'card-spend', 'Your spend'),
  login('/activity/breakdown', 'activity-breakdown', 'Points breakdown'),
  login('/activity/receipt/:digitalReceiptId', 'receipt', 'Your receipt', {
    switch: 'isDigitalReceiptsEnabled',
  }),
  login('/card-coming', 'card-coming', 'Your card is on its way'),

  login('/account', 'account', 'Your account'),
  login('/account/replace-card', 'account-replace-card', 'Replace your card'),
  login('/account/replace-card/reason', 'account-replace-card-reason', 'Why do you need a new card?'),
  login('/account/request-card', 'account-request-card', 'Request a card'),
  login('/account/details', 'account-details', 'Your details'),
  login('/account/details/name', 'account-details-name', 'Your name'),
  login('/account/details/address', 'account-details-address', 'Your address'),
  login('/account/details/email', 'account-details-email', 'Your email address'),
  login('/account/details/mobile-number', 'account-details-mobile', 'Your mobile number'),
  login('/account/linked-partners', 'linked-partners', 'Linked accounts'),
  login('/account/password', 'account-password', 'Change your password'),
  login('/account/comms', 'account-comms', 'Communication preferences'),
  login('/account/online-advertising', 'online-advertising', 'Online advertising'),
  login('/account/ads-preference', 'ads-preference', 'Advertising preferences'),
  login('/account/redemption-lock', 'redemption-lock', 'Lock your points'),
  login('/account/close', 'account-close', 'Close Account'),
  login('/account/close-account', 'account-close', 'Close Account'),
  login('/account/additional-details', 'additional-details', 'Additional details'),
  login('/account/sound-effects', 'sound-effects', 'Sound effects'),
  login('/accessibility', 'static-accessibility', 'Accessibility'),

  /** One screen; it shows the new or the old form by the new-feedback switch. */
  login('/feedback', 'feedback', 'Feedback'),
  ...FEEDBACK_PAGES.map(([segment, title]) => login(`/feedback/${segment}`, `feedback-${segment}`, title)),
] as const satisfies readonly RouteEntry[]
