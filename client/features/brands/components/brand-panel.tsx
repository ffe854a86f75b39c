/** One panel of /brands: where the collector collects points, or where they spend them. */
import type { BrandPanelType } from '../../../../shared/contract/brands.ts'
import { useBrandPanel } from '../api/get-brand-panel.ts'
import { BrandTileList } from './brand-tile-list.tsx'
import { LoadStatus } from './load-status.tsx'

const HEADINGS: Record<BrandPanelType, string> = {
  collect: 'Collect points',
  redeem: 'Spend points',
}

export function BrandPanel({ type }: { type: BrandPanelType }) {
  const { data, isError, isFetching, refetch } = useBrandPanel(type)
  const headingId = `brand-panel-${type}`
  return (
    <section className="brand-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{HEADINGS[type]}</h2>
      {data ? (
        <>
          <p className="brand-panel__count">{data.brands.length} brands</p>
          <BrandTileList brands={data.brands} label={HEADINGS[type]} />
        </>
      ) : (
        <LoadStatus isError={isError} retrying={isFetching} onRetry={() => refetch()} />
      )}
    </section>
  )
}
