/** The query keys of the registration area: invalidating `registrationKeys.all` refreshes the journey's answers. */
export const registrationKeys = {
  all: ['registration'] as const,
  state: ['registration', 'state'] as const,
  signUpStatus: ['registration', 'sign-up-status'] as const,
  businessLookup: ['registration', 'business-lookup'] as const,
  tempCard: (token: string) => ['registration', 'temp-card', token] as const,
}

/** Content the journey shows; it changes with a deploy, not with the journey. */
export const contentKeys = {
  brands: (keys: readonly string[]) => ['content', 'brands', ...keys] as const,
  businessOffersPage: ['content', 'business-offers-page'] as const,
  privacyPolicyShort: ['content', 'privacy-policy-short'] as const,
}
