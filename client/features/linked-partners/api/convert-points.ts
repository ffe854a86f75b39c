/**
 * Convert points (`POST /api/linked-partners/:linkId/conversions`). A SUCCESS refreshes the balance
 * and the history and raises the LINKED 'redeemed' notification; a PENDING one is followed by the
 * page (get-conversion.ts) until it is final; a refusal raises an ERROR notification.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ConversionDirection } from '../../../../shared/constants/linked-partners.ts'
import {
  LINKED_PARTNER_SUCCESS_MESSAGES,
  linkedPartnersApi,
} from '../../../../shared/contract/linked-partners.ts'
import { call } from '../../../lib/api-client.ts'
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { notify } from '../../../lib/notifications.ts'
import { linkedPartnersKeys } from './keys.ts'

type ConversionInput = { linkId: string; direction: ConversionDirection; points: number }

const convertPoints = ({ linkId, direction, points }: ConversionInput) =>
  call(linkedPartnersApi.convert, { params: { linkId }, body: { direction, points } })

export function useConvertPoints() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: convertPoints,
    onSuccess: async (conversion, { linkId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: linkedPartnersKeys.list() }),
        queryClient.invalidateQueries({ queryKey: linkedPartnersKeys.conversions(linkId) }),
      ])
      if (conversion.result === 'SUCCESS')
        notify({ level: 'LINKED', content: LINKED_PARTNER_SUCCESS_MESSAGES.redeemed })
    },
    onError: (error) =>
      notify({ level: 'ERROR', content: error instanceof Error ? error.message : DEFAULT_ERROR_MESSAGE }),
  })
}
