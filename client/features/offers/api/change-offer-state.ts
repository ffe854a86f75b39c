/**
 * Hide, unhide, load, pin, unpin or unload one offer (`PUT /api/offers/:offerId/state`). The offers
 * list and the offer's details show the new state at once (spec §4: the state each action sets),
 * savedAt with it (the upstream keeps the first save through pin and unpin); a refusal puts both
 * back as they were and raises an ERROR notification with the refusal's message. A loaded offer is
 * a view-content marketing event (spec §9), which fires only with marketing consent.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { isSavedState, OFFER_ACTION_STATES, type OfferState } from '../../../../shared/constants/states.ts'
import { type Offer, type OfferAction, offersApi } from '../../../../shared/contract/offers.ts'
import { call } from '../../../lib/api-client.ts'
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { useAppConfig } from '../../../lib/app-config.ts'
import { configureMarketing, trackMarketingEvent } from '../../../lib/marketing-events.ts'
import { notify } from '../../../lib/notifications.ts'
import { offersKeys } from './keys.ts'

export type OfferStateChange = { offer: Offer; action: OfferAction }

const changeOfferState = ({ offer, action }: OfferStateChange) =>
  call(offersApi.changeState, { params: { offerId: offer.id }, body: { action } })

/** The state an action leaves the offer in: a coalition offer is opted in, not loaded. */
export function stateAfter(offer: Offer, action: OfferAction): OfferState {
  if (action === 'load' && offer.sourceType === 'COALITION') return OFFER_ACTION_STATES.coalitionLoad
  return OFFER_ACTION_STATES[action]
}

/** When the offer counts as saved after the change: its first save is kept, an unsaved one has none. */
export function savedAtAfter(offer: Offer, state: OfferState, now: Date): string | null {
  if (!isSavedState(state)) return null
  return offer.savedAt ?? now.toISOString()
}

type OffersList = { offers: Offer[] }

const withOffer = (list: OffersList | undefined, id: string, change: Partial<Offer>) =>
  list && { offers: list.offers.map((offer) => (offer.id === id ? { ...offer, ...change } : offer)) }

const changed = (offer: Offer | undefined, change: Partial<Offer>) => offer && { ...offer, ...change }

export function useChangeOfferState({ onSuccess }: { onSuccess?: (change: OfferStateChange) => void } = {}) {
  const queryClient = useQueryClient()
  const { marketingScriptUrl } = useAppConfig()
  return useMutation({
    mutationFn: changeOfferState,
    onMutate: async ({ offer, action }) => {
      const detailKey = offersKeys.detail(offer.id)
      await queryClient.cancelQueries({ queryKey: offersKeys.list() })
      await queryClient.cancelQueries({ queryKey: detailKey })
      const previous = queryClient.getQueryData<OffersList>(offersKeys.list())
      const previousDetail = queryClient.getQueryData<Offer>(detailKey)
      const isBookmarked = action === 'pin' ? true : action === 'unpin' ? false : offer.isBookmarked
      const state = stateAfter(offer, action)
      const change = { state, isBookmarked, savedAt: savedAtAfter(offer, state, new Date()) }
      queryClient.setQueryData<OffersList>(offersKeys.list(), (list) => withOffer(list, offer.id, change))
      queryClient.setQueryData<Offer>(detailKey, (detail) => changed(detail, change))
      return { previous, previousDetail }
    },
    onError: (error, { offer }, context) => {
      if (context?.previous) queryClient.setQueryData(offersKeys.list(), context.previous)
      if (context?.previousDetail)
        queryClient.setQueryData(offersKeys.detail(offer.id), context.previousDetail)
      notify({ level: 'ERROR', content: error instanceof Error ? error.message : DEFAULT_ERROR_MESSAGE })
    },
    onSuccess: (answer, change) => {
      const confirmed = { state: answer.state, isBookmarked: answer.isBookmarked }
      queryClient.setQueryData<OffersList>(offersKeys.list(), (list) => withOffer(list, answer.id, confirmed))
      queryClient.setQueryData<Offer>(offersKeys.detail(answer.id), (detail) => changed(detail, confirmed))
      // A BARCODE offer's barcode comes with the saved offer only: ask for it (or its removal) anew.
      if (change.offer.type === 'BARCODE')
        void queryClient.invalidateQueries({ queryKey: offersKeys.detail(answer.id) })
      if (change.action === 'load') {
        configureMarketing(marketingScriptUrl ? { scriptUrl: marketingScriptUrl } : {})
        trackMarketingEvent({ name: 'view-content', offerId: answer.id, offerType: change.offer.type })
      }
      onSuccess?.(change)
    },
  })
}
