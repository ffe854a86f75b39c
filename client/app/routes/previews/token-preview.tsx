/**
 * /offercard-preview/:jwtToken, /herocard-preview/:jwtToken and /offerdetails-preview/:jwtToken: the
 * preview the link's token carries, once the gateway has verified it; the refusal's reason otherwise.
 */
import type { PreviewKind } from '../../../../shared/contract/previews.ts'
import { isPreviewToken } from '../../../../shared/validation/link-tokens.ts'
import { usePreview } from '../../../features/previews/api/get-preview.ts'
import { PreviewLinkInvalid, PreviewState } from '../../../features/previews/components/preview-state.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'
import { PreviewContent } from './preview-content.tsx'

const KIND_OF: Record<string, PreviewKind> = {
  'offer-card-preview': 'offer-card',
  'hero-card-preview': 'hero-card',
  'offer-details-preview': 'offer-details',
}

function TokenPreview({ entry, params }: ScreenProps) {
  const kind = KIND_OF[entry.screen] ?? 'offer-card'
  const token = params.jwtToken ?? ''
  const { data, isPending, error } = usePreview(kind, token)
  if (!isPreviewToken(token)) return <PreviewLinkInvalid />
  return (
    <PreviewState title={entry.title} isPending={isPending} error={error}>
      {/* The offer details carry their own heading (the offer's title). */}
      {kind !== 'offer-details' && <h1>{entry.title}</h1>}
      {data && <PreviewContent preview={data} />}
    </PreviewState>
  )
}

export default withQueryClient(TokenPreview)
