/**
 * Link (or relink) a partner account (`POST /api/linked-partners`). Success refreshes the partners
 * and raises the LINKED notification (linked or relinked, with 'Show me offers'); a refusal raises
 * an ERROR notification with its message (8 s for the re-authentication error, spec §8, §9), and
 * per-field messages stay with the form.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  LINKED_PARTNER_ERROR_CODES,
  LINKED_PARTNER_SUCCESS_MESSAGES,
  type LinkRequest,
  linkedPartnersApi,
} from '../../../../shared/contract/linked-partners.ts'
import { call } from '../../../lib/api-client.ts'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { notify } from '../../../lib/notifications.ts'
import { linkedPartnersKeys } from './keys.ts'

const linkPartner = (body: LinkRequest) => call(linkedPartnersApi.link, { body })

export function useLinkPartner() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: linkPartner,
    onSuccess: async ({ outcome }) => {
      await queryClient.invalidateQueries({ queryKey: linkedPartnersKeys.list() })
      notify({ level: 'LINKED', content: LINKED_PARTNER_SUCCESS_MESSAGES[outcome] })
    },
    onError: (error) => {
      // Field messages are shown beside their fields.
      if (error instanceof ApiError && error.code === 'VALIDATION') return
      const reauthentication =
        error instanceof ApiError && error.code === LINKED_PARTNER_ERROR_CODES.originalMemberNumber
      notify({
        level: 'ERROR',
        content: error instanceof Error ? error.message : DEFAULT_ERROR_MESSAGE,
        reauthentication,
      })
    },
  })
}
