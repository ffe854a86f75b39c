/**
 * Linked partner accounts (routes specification §3, §4, §9): the partners a collector can link, the
 * linking and redemption operations, the conversion directions, states and results, the linking cap
 * and each partner's conversion rate.
 */

/** Linking operations (spec §4): `manual` member number and surname, `login` member number and PIN,
 * `link` relinking an account linked before (member number only), `aoi` the partner's own
 * account-on-input form (member number and surname, as `manual`). */
export const LINKING_OPERATIONS = ['link', 'manual', 'aoi', 'login'] as const
export type LinkingOperation = (typeof LINKING_OPERATIONS)[number]

/**
 * Conversion directions (spec §4): PTN from the partner to the base scheme, NTP from the base scheme
 * to the partner, AOI a partner-to-base conversion the partner settles later (always PENDING first).
 */
export const CONVERSION_DIRECTIONS = ['PTN', 'NTP', 'AOI'] as const
export type ConversionDirection = (typeof CONVERSION_DIRECTIONS)[number]

export const LINKED_STATES = ['COMPLETE'] as const

export const CONVERSION_RESULTS = ['ERROR', 'SUCCESS', 'PENDING'] as const

/** An account or a card may be unlinked and relinked at most 4 times (spec §9): 5 links in all. */
export const LINKING_CAP = 4

export const PARTNER_KEYS = ['british-airways'] as const
export type PartnerKey = (typeof PARTNER_KEYS)[number]

/**
 * Each partner: its name, what its points are called, and its rate: `basePoints` of the scheme's
 * points are worth `partnerPoints` of the partner's. A conversion moves whole blocks of the rate.
 */
export const PARTNERS: Readonly<
  Record<PartnerKey, { name: string; pointsName: string; basePoints: number; partnerPoints: number }>
> = {
  'british-airways': {
    name: 'British Airways',
    pointsName: 'airline points',
    basePoints: 8,
    partnerPoints: 5,
  },
}

/** The points the other side receives, or 0 when `points` is not whole blocks of the rate. */
export function convertedPoints(partner: PartnerKey, direction: ConversionDirection, points: number): number {
  const { basePoints, partnerPoints } = PARTNERS[partner]
  const [from, to] = direction === 'NTP' ? [basePoints, partnerPoints] : [partnerPoints, basePoints]
  return Number.isInteger(points) && points > 0 && points % from === 0 ? (points / from) * to : 0
}

/** The least a conversion moves in that direction: one block of the rate. */
export function conversionStep(partner: PartnerKey, direction: ConversionDirection): number {
  const { basePoints, partnerPoints } = PARTNERS[partner]
  return direction === 'NTP' ? basePoints : partnerPoints
}

/** How often the page asks after a PENDING conversion. */
export const CONVERSION_POLL_MS = 1000

/** The largest conversion in one go. */
export const CONVERSION_MAX_POINTS = 1_000_000
