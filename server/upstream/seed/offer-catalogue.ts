/**
 * The sandbox's offers catalogue: realistic UK offers of the supermarket (PIANO bonus offers and
 * Nectar Prices), its fuel partner and partner brands of the brands seed (COALITION), generated
 * from word lists so that every seed gives the same ids, texts, types and statuses. End dates are
 * relative to the seed's time, so some always end within 3 days of seeding.
 */
import { createHash } from 'node:crypto'
import type { Insertable } from 'kysely'
import { OFFER_TYPES } from '../../../shared/constants/states.ts'
import { offerStateId } from '../../../shared/contract/offers.ts'
import type { OfferSourceType, OffersTable } from '../offers/schema.ts'

/** Offers every demo collector has; `EXCLUSIVE_OFFERS` more are one collector's own. */
export const SHARED_CATALOGUE_SIZE = 48
export const EXCLUSIVE_OFFERS = 3

type Subject = { subject: string; sponsor: string; brand: string | null }

const partners: Subject[] = [
  ['toys and games', 'Argos', 'argos'],
  ['fuel and car wash', 'Esso', 'esso'],
  ['flights to Europe', 'British Airways', 'british-airways'],
  ['pre-loved fashion', 'eBay', 'ebay'],
  ['new-season dresses', 'Simply Be', 'simply-be'],
  ['occasion wear', 'Phase Eight', 'phase-eight'],
  ['homeware', 'Meadow Home', 'meadow-home'],
  ['city breaks', 'Willow Travel', 'willow-travel'],
  ['laptops and tablets', 'Granite Electricals', 'granite-electricals'],
  ['bestselling paperbacks', 'Bramble Books', 'bramble-books'],
  ['skincare', 'Copper Beauty', 'copper-beauty'],
  ['a mixed case of wine', 'Thistle Wines', 'thistle-wines'],
  ['running shoes', 'Juniper Sports', 'juniper-sports'],
  ['bouquets delivered', 'Saffron Flowers', 'saffron-flowers'],
  ['dog and cat food', 'Kestrel Pets', 'kestrel-pets'],
  ['a new outfit', 'Harbour Boutique', 'harbour-boutique'],
].map(([subject, sponsor, brand]) => ({ subject, sponsor, brand }) as Subject)

const groceries = [
  'Taylors of Harrogate coffee',
  'British semi-skimmed milk, 4 pints',
  'Warburtons toastie loaf',
  'Yorkshire Tea, 160 bags',
  'Cathedral City mature cheddar',
  'Birds Eye fish fingers',
  'Innocent orange juice',
  'Heinz baked beans, 4 pack',
  'Walkers crisps, 6 pack',
  'Andrex toilet tissue, 9 rolls',
  'Fairy washing-up liquid',
  'Cadbury Dairy Milk',
  'Hovis seed sensations',
  'Lurpak spreadable',
  'Pukka pies',
  'Quorn mince',
]

const supermarket = (subject: string): Subject => ({ subject, sponsor: "Sainsbury's", brand: 'sainsburys' })

function title(type: string, { subject, sponsor }: Subject, n: number): string {
  const points = [100, 150, 200, 250, 500, 750, 1000][n % 7]
  const spend = [20, 30, 40, 50, 60][n % 5]
  const titles: Record<string, string> = {
    PRODUCT: `${points} bonus points when you buy ${subject}`,
    POINTS_MULTIPLIER: `${2 + (n % 3)}x points on ${subject} at ${sponsor}`,
    BARCODE: `Scan your card for ${points} points on ${subject}`,
    TRIGGER: `${points} bonus points on your next shop over £${spend}`,
    BASKET: `${points} points when you spend £${spend} on ${subject}`,
    OPTIN: `Opt in for ${points} points on ${subject}`,
    CALL: `Call ${sponsor} to claim ${points} points on ${subject}`,
    COUPON: `£${1 + (n % 4)} off ${subject}`,
    OPTIN_VISIT_WEBSITE: `Opt in and shop online for ${points} points on ${subject}`,
    ONLINE: `${points} points when you buy ${subject} online`,
    PROMO: `Limited time: ${points} points on ${subject}`,
  }
  return titles[type] ?? `${points} points on ${subject}`
}

const nectarPrice = (subject: string, n: number) => {
  const base = 1.5 + (n % 9) * 0.45
  const discount = 0.25 + (n % 6) * 0.25
  return `Nectar Price: ${subject} £${(base - discount).toFixed(2)} (was £${base.toFixed(2)})`
}

/** A UUID (version 4 layout) from a name, so that the seed is the same every time. */
function seededUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 30)

const SOURCES: OfferSourceType[] = ['COALITION', 'PIANO', 'NECTAR_PRICE']
const DAY = 86_400_000

/** Coalition offers have UUIDs; every other supermarket offer has an id with a dash after its key. */
function idOf(source: OfferSourceType, n: number, text: string): string {
  if (source === 'COALITION' || (source === 'PIANO' && n % 2 === 0)) return seededUuid(`offer-${n}`)
  return `${source === 'PIANO' ? 7 : 4}${String(10000 + n)}-${slug(text)}`
}

export function offerCatalogue(
  now: Date,
  size = SHARED_CATALOGUE_SIZE + 2 * EXCLUSIVE_OFFERS,
): Insertable<OffersTable>[] {
  return Array.from({ length: size }, (_, n) => {
    const source = SOURCES[n % 3] as OfferSourceType
    const type = OFFER_TYPES[n % OFFER_TYPES.length] as string
    const grocery = groceries[n % groceries.length] as string
    const subject = source === 'COALITION' ? (partners[n % partners.length] as Subject) : supermarket(grocery)
    const text = source === 'NECTAR_PRICE' ? nectarPrice(grocery, n) : title(type, subject, n)
    const id = idOf(source, n, subject.subject)
    // Every fifth offer ends within 3 days of the seed; the others within two months.
    const endsIn = n % 5 === 0 ? DAY / 2 + (n % 2) * DAY : (7 + (n % 53)) * DAY
    return {
      id,
      state_key: offerStateId(id),
      source_type: source,
      type,
      status: n % 8 === 5 ? 'LOCKED' : 'ACTIVE',
      title: text,
      description: `${text}. Offer ends on the date shown; one per collector.`,
      sponsor_display_name: subject.sponsor,
      brand_details_key: subject.brand,
      how_to: `<ol><li>${source === 'COALITION' ? 'Opt in' : 'Load the offer'} here.</li><li>Shop with ${subject.sponsor} and scan your card.</li><li>Your points arrive within 48 hours.</li></ol>`,
      ends_at: new Date(now.getTime() + endsIn),
      is_shared: n % 4 === 0,
    }
  })
}
