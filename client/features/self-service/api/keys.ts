/** The query keys of the signed-out self-service area. */
export const selfServiceKeys = {
  all: ['self-service'] as const,
  resetLink: (token: string) => ['self-service', 'reset-link', token] as const,
  deliveryOptions: () => ['self-service', 'delivery-options'] as const,
  codeLink: (token: string) => ['self-service', 'code-link', token] as const,
}
