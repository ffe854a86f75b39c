/**
 * The signed-out card self-service screens in one chunk: /retrieve-card, /replace-card and the
 * request-card page. They send requests (mutations), so they render inside the QueryClient.
 */
import { ReplaceCardFlow } from '../../../features/card-self-service/components/replace-card-flow.tsx'
import { RetrieveCardFlow } from '../../../features/card-self-service/components/retrieve-card-flow.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import { wrapEach } from '../../chunk-screens.ts'
import type { ScreenProps } from '../../screen-props.ts'

/** Replacing and requesting a card: one flow, titled by its route. */
function ReplaceCard({ entry }: ScreenProps) {
  return <ReplaceCardFlow title={entry.title} />
}

export const screens = wrapEach(
  { 'retrieve-card': RetrieveCardFlow, 'replace-card': ReplaceCard, 'request-card': ReplaceCard },
  withQueryClient,
)
