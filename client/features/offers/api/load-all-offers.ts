/** 'Load all': the page's unloaded supermarket offers become LOADED (`POST /api/offers/load-all`). */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { offersApi } from '../../../../shared/contract/offers.ts'
import { call } from '../../../lib/api-client.ts'
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { notify } from '../../../lib/notifications.ts'
import { offersKeys } from './keys.ts'

const loadAllOffers = (offerIds: string[]) => call(offersApi.loadAll, { body: { offerIds } })

export function useLoadAllOffers() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: loadAllOffers,
    onError: (error) =>
      notify({ level: 'ERROR', content: error instanceof Error ? error.message : DEFAULT_ERROR_MESSAGE }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offersKeys.list() }),
  })
}
