/**
 * Public routes (routes specification §2.1 and its "other paths seen"), plus the pages the
 * redirect table sends to that §2.1 does not list (partner exits, the notifier page).
 */
import { publicRoute as page, type RouteEntry } from './route-entry.ts'
import { WELCOME_ROUTES } from './welcome-routes.ts'

export const PUBLIC_ROUTES = [
  ...WELCOME_ROUTES,
  /** A login-style route in the specification; it clears the session and shows welcome. */
  page('/logout', 'logout', 'Logging out'),
  page('/oauth_redirect', 'oauth-redirect', 'Signing you in'),
  page('/login-failed', 'login-failed', 'We could not log you in'),
  page('/register-failed', 'register-failed', 'We could not finish your registration'),
  page('/confirm-identity-email', 'confirm-identity-email', 'Confirm your email'),
  page('/sso-redirection', 'sso-redirection', 'Signing you in'),
  page('/auto-login-redirect', 'auto-login-redirect', 'Signing you in'),
  page('/two-factor-authentication/:token', 'two-factor-authentication', 'Enter your security code'),

  page('/temp-card/your-card/:token', 'temp-card-your-card', 'Your temporary card'),
  page('/confirm-sign-up', 'confirm-sign-up', 'Confirm your sign-up'),
  page('/pending-reset-password', 'pending-reset-password', 'Check your email'),
  page('/confirm-reset-password', 'confirm-reset-password', 'Reset your password'),
  page('/confirm-email-address', 'confirm-email-address', 'Confirm your email address'),
  page('/confirm-update-email', 'confirm-update-email', 'Confirm your new email address'),
  page('/emails/unsubscribe', 'unsubscribe', 'Unsubscribe'),
  page('/replace-card', 'replace-card', 'Replace your card'),
  page('/request-card', 'request-card', 'Request a card'),
  page('/retrieve-card', 'retrieve-card', 'Show your card number'),
  page('/delete-account', 'delete-account', 'Delete your account'),
  page('/register/help', 'register-help', 'Help with registering'),

  page('/dataplayback/:year/:yirId', 'year-in-review', 'Your year in review'),
  page('/offer-redirect', 'offer-redirect', 'Taking you to the offer'),
  page('/your-nectar-quests', 'static-quests', 'Your quests'),
  page('/your-nectar-quests/terms-and-conditions', 'static-quests-terms', 'Quests terms and conditions'),
  page('/offer-event/:eventId', 'offer-event', 'Offer event'),
  page('/skinnyevent/:id', 'skinny-event', 'Event'),
  page('/event', 'event', 'Event'),
  page('/open-app', 'static-open-app', 'Open the app'),
  page('/how-to-get-nectar-prices', 'how-to-get-prices', 'How to get personalised prices'),
  page('/nectar-travel', 'static-travel', 'Travel'),
  page('/eshops', 'eshops', 'eShops'),
  page('/eshops/brands', 'eshops-brands', 'eShops brands'),
  page('/brands/categories/:categoryId', 'brand-category', 'Brands'),
  page('/brands/:brandDetailsKey', 'brand', 'Brand'),
  page('/activity/nectar-savings', 'savings', 'Your savings'),
  page('/spend', 'static-spend', 'Ways to spend'),

  page('/offercard-preview/:jwtToken', 'offer-card-preview', 'Offer card preview'),
  page('/herocard-preview/:jwtToken', 'hero-card-preview', 'Hero card preview'),
  page('/offerdetails-preview/:jwtToken', 'offer-details-preview', 'Offer details preview'),
  page('/mobile-preview', 'mobile-preview', 'Mobile preview'),

  page('/account-buttons', 'static-account-buttons', 'Account'),
  page('/contact-us', 'contact-us', 'Contact us'),
  page('/help', 'help', 'Help'),
  page('/service-unavailable', 'static-service-unavailable', 'Service unavailable'),
  page('/privacy-and-legal', 'static-privacy-and-legal', 'Privacy and legal'),
  // The privacy-and-legal page, with the signed-in collector's advertising choice under it.
  page('/personalised-advertising', 'personalised-advertising', 'Personalised advertising'),
  page('/digital-advertising', 'static-privacy-and-legal', 'Digital advertising'),
  page('/about/privacy-and-legal/:page', 'static-legal-page', 'Privacy and legal'),
  page('/nectar-connect', 'nectar-connect', 'Connect'),
  page('/nectar-connect/index.htm', 'nectar-connect', 'Connect'),
  page('/locator', 'static-locator', 'Find a store'),
  page('/nectar-app', 'static-app', 'Get the app'),
  page('/nectar-notifier', 'static-notifier', 'Browser notifier'),

  page('/oxfam-exit', 'static-partner-exit', 'Oxfam has left the scheme'),
  page('/amex-exit', 'static-partner-exit', 'American Express has left the scheme'),
  page('/virgin-trains-exit', 'static-partner-exit', 'Virgin Trains has left the scheme'),
  page('/swr-exit', 'static-partner-exit', 'South Western Railway has left the scheme'),
] as const satisfies readonly RouteEntry[]
