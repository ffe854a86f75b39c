/**
 * A verified preview drawn with the product's own components: the offer card and the offer details
 * of the offers feature, the hero card of the previews feature. Actions only say they are off.
 */
import type { OfferAction } from '../../../../shared/contract/offers.ts'
import type { Preview } from '../../../../shared/contract/previews.ts'
import { OfferCard } from '../../../features/offers/components/offer-card.tsx'
import { OfferDetailsView } from '../../../features/offers/components/offer-details.tsx'
import { HeroCard } from '../../../features/previews/components/hero-card.tsx'
import { notify } from '../../../lib/notifications.ts'

const actionsOff = (_action?: OfferAction) =>
  notify({ level: 'INFO', content: 'This is a preview: its buttons do nothing.' })

export function PreviewContent({ preview }: { preview: Preview }) {
  if (preview.kind === 'hero-card') return <HeroCard hero={preview.hero} />
  if (preview.kind === 'offer-details')
    return <OfferDetailsView offer={preview.offer} backLink={null} onPreviewAction={actionsOff} />
  return (
    <div className="offers-list preview-offer-card">
      <OfferCard offer={preview.offer} onAction={() => actionsOff()} detailsHref="#" eager />
    </div>
  )
}
