/**
 * The signed-out card self-service screens in one chunk: /retrieve-card, /replace-card and the
 * request-card page, one flow in its two variants, titled by its route. They send requests
 * (mutations), so they render inside the QueryClient.
 */
import {
  type CardFlowVariant,
  CardSelfServiceFlow,
} from '../../../features/card-self-service/components/card-self-service-flow.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import { wrapEach } from '../../chunk-screens.ts'
import type { ScreenProps } from '../../screen-props.ts'

const flow = (variant: CardFlowVariant) =>
  function CardFlowScreen({ entry }: ScreenProps) {
    return <CardSelfServiceFlow variant={variant} title={entry.title} />
  }

export const screens = wrapEach(
  { 'retrieve-card': flow('retrieve'), 'replace-card': flow('replace'), 'request-card': flow('replace') },
  withQueryClient,
)
