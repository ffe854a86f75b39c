/**
 * Hide, unhide, load, pin, unpin or unload one offer (`PUT /api/offers/:offerId/state`). The offers
 * list shows the new state at once (spec §4: the state each action sets); a refusal puts the list
 * back as it was and raises an ERROR notification with the refusal's message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { OFFER_ACTION_STATES, type OfferState } from '../../../../shared/constants/states.ts'
import { type Offer, type OfferAction, offersApi } from '../../../../shared/contract/offers.ts'
import { call } from '../../../lib/api-client.ts'
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { notify } from '../../../lib/notifications.ts'
import { offersKeys } from './keys.ts'

export type OfferStateChange = { offer: Offer; action: OfferAction }

export const changeOfferState = ({ offer, action }: OfferStateChange) =>
  call(offersApi.changeState, { params: { offerId: offer.id }, body: { action } })

/** The state an action leaves the offer in: a coalition offer is opted in, not loaded. */
export function stateAfter(offer: Offer, action: OfferAction): OfferState {
  if (action === 'load' && offer.sourceType === 'COALITION') return OFFER_ACTION_STATES.coalitionLoad
  return OFFER_ACTION_STATES[action]
}

type OffersList = { offers: Offer[] }

const withOffer = (list: OffersList | undefined, id: string, change: Partial<Offer>) =>
  list && { offers: list.offers.map((offer) => (offer.id === id ? { ...offer, ...change } : offer)) }

export function useChangeOfferState({ onSuccess }: { onSuccess?: (change: OfferStateChange) => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeOfferState,
    onMutate: async ({ offer, action }) => {
      await queryClient.cancelQueries({ queryKey: offersKeys.list() })
      const previous = queryClient.getQueryData<OffersList>(offersKeys.list())
      const isBookmarked = action === 'pin' ? true : action === 'unpin' ? false : offer.isBookmarked
      queryClient.setQueryData<OffersList>(offersKeys.list(), (list) =>
        withOffer(list, offer.id, { state: stateAfter(offer, action), isBookmarked }),
      )
      return { previous }
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(offersKeys.list(), context.previous)
      notify({ level: 'ERROR', content: error instanceof Error ? error.message : DEFAULT_ERROR_MESSAGE })
    },
    onSuccess: (answer, change) => {
      queryClient.setQueryData<OffersList>(offersKeys.list(), (list) =>
        withOffer(list, answer.id, { state: answer.state, isBookmarked: answer.isBookmarked }),
      )
      onSuccess?.(change)
    },
  })
}
