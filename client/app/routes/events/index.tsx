/**
 * The events screens in one chunk: the event pages (events now, offer, homepage pod and marketing
 * events and their terms), the year in review, the offer and auto-login redirects, and the campaign
 * and digital-week pages. One import() in screens.ts keeps the welcome page's script within budget.
 */
import type { ChunkScreens } from '../../chunk-screens.ts'
import AutoLoginRedirectRoute from './auto-login-redirect.tsx'
import CampaignRoute from './campaign.tsx'
import DigitalWeekRoute from './digital-week.tsx'
import EventListRoute from './event-list.tsx'
import MarketingEventRoute from './marketing-event.tsx'
import MarketingEventTermsRoute from './marketing-event-terms.tsx'
import OfferEventRoute from './offer-event.tsx'
import OfferRedirectRoute from './offer-redirect.tsx'
import SkinnyEventRoute from './skinny-event.tsx'
import YearInReviewRoute from './year-in-review.tsx'

export const screens = {
  event: EventListRoute,
  'offer-event': OfferEventRoute,
  'skinny-event': SkinnyEventRoute,
  'marketing-event': MarketingEventRoute,
  'marketing-event-terms': MarketingEventTermsRoute,
  'year-in-review': YearInReviewRoute,
  'offer-redirect': OfferRedirectRoute,
  'auto-login-redirect': AutoLoginRedirectRoute,
  campaign: CampaignRoute,
  'digital-week': DigitalWeekRoute,
} satisfies ChunkScreens
