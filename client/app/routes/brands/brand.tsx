/** /brands/:brandDetailsKey: a brand's page, for visitors and signed-in collectors alike. */
import { BrandDetailsPanel } from '../../../features/brands/components/brand-details.tsx'
import type { ScreenProps } from '../../screen-props.ts'

export function BrandScreen({ params }: ScreenProps) {
  const key = params.brandDetailsKey ?? ''
  return (
    <div className="page brands">
      <BrandDetailsPanel key={key} brandDetailsKey={key} />
    </div>
  )
}
