/** One panel of /brands: where the collector collects points, or where they spend them. */
import type { BrandPanelType } from '../../../../shared/contract/brands.ts'
import { QueryState } from '../../../components/query/query-state.tsx'
import { useBrandPanel } from '../api/get-brand-panel.ts'
import { BrandTileList } from './brand-tile-list.tsx'

const HEADINGS: Record<BrandPanelType, string> = {
  collect: 'Collect points',
  redeem: 'Spend points',
}

export function BrandPanel({ type }: { type: BrandPanelType }) {
  const panel = useBrandPanel(type)
  const headingId = `brand-panel-${type}`
  return (
    <section className="brand-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{HEADINGS[type]}</h2>
      <QueryState query={panel} loading="Loading the brands" failed="We couldn't load the brands.">
        {({ brands }) => (
          <>
            <p className="brand-panel__count">{brands.length} brands</p>
            <BrandTileList brands={brands} label={HEADINGS[type]} />
          </>
        )}
      </QueryState>
    </section>
  )
}
