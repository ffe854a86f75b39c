/** Unsubscribes with the link (POST /api/unsubscribe/update); the answer replaces what the page shows. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { unsubscribeApi } from '../../../../shared/contract/unsubscribe.ts'
import { call } from '../../../lib/api-client.ts'
import { emailLinkKeys } from './keys.ts'

const unsubscribe = (token: string) => call(unsubscribeApi.update, { body: { token } })

export const useUnsubscribe = (token: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: (view) => queryClient.setQueryData(emailLinkKeys.unsubscribe(token), view),
  })
}
