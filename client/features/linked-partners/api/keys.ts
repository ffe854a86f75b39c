/** Query keys of the linked partners area: one place, so invalidations name the same keys as the queries. */
export const linkedPartnersKeys = {
  all: ['linked-partners'] as const,
  list: () => [...linkedPartnersKeys.all, 'list'] as const,
  conversions: (linkId: string) => [...linkedPartnersKeys.all, 'conversions', linkId] as const,
  conversion: (linkId: string, conversionId: string) =>
    [...linkedPartnersKeys.all, 'conversion', linkId, conversionId] as const,
}
