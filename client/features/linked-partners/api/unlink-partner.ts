/**
 * Unlink a partner account (`DELETE /api/linked-partners/:linkId`). The page shows it unlinked at
 * once; a refusal (the partner's unlink failure, spec §8) puts it back and raises an ERROR
 * notification with the message; success raises the LINKED 'unlinked' notification.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  LINKED_PARTNER_SUCCESS_MESSAGES,
  type LinkedPartners,
  linkedPartnersApi,
} from '../../../../shared/contract/linked-partners.ts'
import { call } from '../../../lib/api-client.ts'
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { notify } from '../../../lib/notifications.ts'
import { linkedPartnersKeys } from './keys.ts'

const unlinkPartner = (linkId: string) => call(linkedPartnersApi.unlink, { params: { linkId } })

const without = (list: LinkedPartners | undefined, linkId: string) =>
  list && {
    ...list,
    partners: list.partners.map((partner) =>
      partner.account?.id === linkId ? { ...partner, account: null } : partner,
    ),
  }

export function useUnlinkPartner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unlinkPartner,
    onMutate: async (linkId) => {
      await queryClient.cancelQueries({ queryKey: linkedPartnersKeys.list() })
      const previous = queryClient.getQueryData<LinkedPartners>(linkedPartnersKeys.list())
      queryClient.setQueryData<LinkedPartners>(linkedPartnersKeys.list(), (list) => without(list, linkId))
      return { previous }
    },
    onError: (error, _linkId, context) => {
      if (context?.previous) queryClient.setQueryData(linkedPartnersKeys.list(), context.previous)
      notify({ level: 'ERROR', content: error instanceof Error ? error.message : DEFAULT_ERROR_MESSAGE })
    },
    onSuccess: () => notify({ level: 'LINKED', content: LINKED_PARTNER_SUCCESS_MESSAGES.unlinked }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linkedPartnersKeys.list() }),
  })
}
