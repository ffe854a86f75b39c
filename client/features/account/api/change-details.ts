/**
 * The details' changes (name, address, additional details): each marks the details stale (and the
 * session, whose first name the header greets with); a failure is told in an ERROR notification
 * as well as on the form.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountApi } from '../../../../shared/contract/account.ts'
import type { BodyOf } from '../../../../shared/contract/endpoint.ts'
import { call } from '../../../lib/api-client.ts'
import { notify } from '../../../lib/notifications.ts'
import { sessionKey } from '../../../lib/use-session.ts'
import { accountKeys } from './account-keys.ts'

const changeName = (body: BodyOf<typeof accountApi.changeName>) => call(accountApi.changeName, { body })
const lookUpAddress = (body: BodyOf<typeof accountApi.addressLookup>) =>
  call(accountApi.addressLookup, { body })
const changeAddress = (body: BodyOf<typeof accountApi.changeAddress>) =>
  call(accountApi.changeAddress, { body })
const saveAdditionalDetails = (body: BodyOf<typeof accountApi.saveAdditionalDetails>) =>
  call(accountApi.saveAdditionalDetails, { body })

/** A change that marks the account's reads stale when it lands. */
export function useAccountChange<I, O>(change: (input: I) => Promise<O>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    retry: false,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKey }),
      ]),
    onError: (error) => notify({ level: 'ERROR', content: error.message }),
  })
}

export const useChangeName = () => useAccountChange(changeName)
export const useLookUpAddress = () => useMutation({ mutationFn: lookUpAddress, retry: false })
export const useChangeAddress = () => useAccountChange(changeAddress)
export const useSaveAdditionalDetails = () => useAccountChange(saveAdditionalDetails)
