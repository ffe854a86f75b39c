/**
 * A replacement card (`POST /api/account-settings/replace-card`): the old card is blocked at once
 * and the points move to the new number, so the card area's queries (the home card) are refetched;
 * the answer is kept for /card-coming. A refusal raises an ERROR notification.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  accountSettingsApi,
  type ReplaceCardBody,
  type ReplacedCard,
} from '../../../../shared/contract/account-settings.ts'
import { call } from '../../../lib/api-client.ts'
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { notify } from '../../../lib/notifications.ts'
import { accountSettingsKeys, CARD_QUERIES_ROOT } from './keys.ts'

const replaceCard = (body: ReplaceCardBody) => call(accountSettingsApi.replaceCard, { body })

export function useReplaceCard({ onSuccess }: { onSuccess?: (card: ReplacedCard) => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: replaceCard,
    onError: (error) =>
      notify({ level: 'ERROR', content: error instanceof Error ? error.message : DEFAULT_ERROR_MESSAGE }),
    onSuccess: async (card) => {
      queryClient.setQueryData(accountSettingsKeys.lastReplacement(), card)
      await queryClient.invalidateQueries({ queryKey: CARD_QUERIES_ROOT })
      onSuccess?.(card)
    },
  })
}

/** The replacement made in this page's life, if any (a reload forgets it). */
export const useLastReplacement = () =>
  useQueryClient().getQueryData<ReplacedCard>(accountSettingsKeys.lastReplacement())
