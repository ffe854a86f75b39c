/**
 * Old paths of the previous site, which the specification lists without a one-to-one map.
 * Legacy registration (/start/...) lands in the journey under the identity-start prefix
 * step for step; old my-nectar/manage-account pages land on the page that replaced each.
 */
import { CARD_CHECK_SEGMENT } from './identity-routes.ts'

export type Redirect = { readonly from: string; readonly to: string }

/** /start was the old registration start; each old step goes to the new step of that name. */
export function legacyStartRedirects(prefix: string): Redirect[] {
  return [
    { from: '/start', to: prefix },
    { from: '/start/existing-nectar-check', to: `${prefix}/${CARD_CHECK_SEGMENT}` },
    { from: '/start/card-check', to: `${prefix}/${CARD_CHECK_SEGMENT}` },
    { from: '/start/choose-an-account', to: `${prefix}/choose-an-account` },
    { from: '/start/enter-email-address', to: `${prefix}/enter-email-address` },
    { from: '/start/enter-card-number', to: `${prefix}/enter-card-number` },
  ]
}

/** Old account pages (the specification names only the destinations). */
export const OLD_ACCOUNT_REDIRECTS: readonly Redirect[] = [
  { from: '/my-nectar/manage-account', to: '/account' },
  { from: '/my-nectar/manage-account/personal-details', to: '/account/details' },
  { from: '/my-nectar/manage-account/communication-preferences', to: '/account/comms' },
  { from: '/my-nectar/manage-account/change-password', to: '/account/password' },
  { from: '/my-nectar/manage-account/replace-card', to: '/account/replace-card/reason' },
  { from: '/my-nectar/manage-account/transactions', to: '/card/activity' },
  { from: '/my-nectar/dashboard', to: '/homepage' },
  { from: '/my-nectar/nectar-app', to: '/nectar-app' },
  { from: '/my-nectar/nectar-notifier', to: '/nectar-notifier' },
  { from: '/manage-account', to: '/account' },
]
