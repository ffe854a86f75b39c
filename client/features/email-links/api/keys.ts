/** Query keys of the e-mailed links' pages. */
export const emailLinkKeys = {
  all: ['email-links'] as const,
  unsubscribe: (token: string) => [...emailLinkKeys.all, 'unsubscribe', token] as const,
}
