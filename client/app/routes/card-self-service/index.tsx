/**
 * The signed-out card self-service screens in one chunk: /retrieve-card, /replace-card and the
 * request-card page. They send requests (mutations), so they render inside the QueryClient.
 */
import { ReplaceCardFlow } from '../../../features/card-self-service/components/replace-card-flow.tsx'
import { RetrieveCardFlow } from '../../../features/card-self-service/components/retrieve-card-flow.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'

function CardSelfServiceScreens({ entry }: ScreenProps) {
  if (entry.screen === 'retrieve-card') return <RetrieveCardFlow />
  return <ReplaceCardFlow title={entry.title} />
}

export default withQueryClient(CardSelfServiceScreens)
