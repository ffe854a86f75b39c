/**
 * Public routes (routes specification §2.1 and its "other paths seen"), plus the pages the
 * redirect table sends to that §2.1 does not list (partner exits, the notifier page).
 */
import { publicRoute as page, type RouteEntry } from './route-entry.ts'

export const PUBLIC_ROUTES: readonly RouteEntry[] = [
  page('/', 'welcome', 'Welcome'),
  page('/welcome', 'welcome', 'Welcome'),
  page('/New_Nectar', 'welcome', 'Welcome'),
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
  page('/your-nectar-quests', 'quests', 'Your quests'),
  page('/your-nectar-quests/terms-and-conditions', 'quests-terms', 'Quests terms and conditions'),
  page('/offer-event/:eventId', 'offer-event', 'Offer event'),
  page('/skinnyevent/:id', 'skinny-event', 'Event'),
  page('/event', 'event', 'Event'),
  page('/open-app', 'open-app', 'Open the app'),
  page('/how-to-get-nectar-prices', 'how-to-get-prices', 'How to get personalised prices'),
  page('/nectar-travel', 'travel', 'Travel'),
  page('/eshops', 'eshops', 'eShops'),
  page('/eshops/brands', 'eshops-brands', 'eShops brands'),
  page('/brands/categories/:categoryId', 'brand-category', 'Brands'),
  page('/brands/:brandDetailsKey', 'brand', 'Brand'),
  page('/activity/nectar-savings', 'savings', 'Your savings'),
  page('/spend', 'spend', 'Ways to spend'),

  page('/offercard-preview/:jwtToken', 'offer-card-preview', 'Offer card preview'),
  page('/herocard-preview/:jwtToken', 'hero-card-preview', 'Hero card preview'),
  page('/offerdetails-preview/:jwtToken', 'offer-details-preview', 'Offer details preview'),
  page('/mobile-preview', 'mobile-preview', 'Mobile preview'),

  page('/account-buttons', 'account-buttons', 'Account'),
  page('/contact-us', 'contact-us', 'Contact us'),
  page('/help', 'help', 'Help'),
  page('/service-unavailable', 'service-unavailable', 'Service unavailable'),
  page('/privacy-and-legal', 'privacy-and-legal', 'Privacy and legal'),
  page('/personalised-advertising', 'privacy-and-legal', 'Personalised advertising'),
  page('/digital-advertising', 'privacy-and-legal', 'Digital advertising'),
  page('/about/privacy-and-legal/:page', 'legal-page', 'Privacy and legal'),
  page('/nectar-connect', 'nectar-connect', 'Connect'),
  page('/nectar-connect/index.htm', 'nectar-connect', 'Connect'),
  page('/locator', 'locator', 'Find a store'),
  page('/nectar-app', 'app', 'Get the app'),
  page('/nectar-notifier', 'notifier', 'Browser notifier'),

  page('/oxfam-exit', 'partner-exit', 'Oxfam has left the scheme'),
  page('/amex-exit', 'partner-exit', 'American Express has left the scheme'),
  page('/virgin-trains-exit', 'partner-exit', 'Virgin Trains has left the scheme'),
  page('/swr-exit', 'partner-exit', 'South Western Railway has left the scheme'),
]
