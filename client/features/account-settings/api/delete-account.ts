/**
 * Deleting the account (`POST /api/account-settings/delete-account`), confirmed with the password.
 * The gateway has ended every session by the time it answers; the answer says where to go and sets
 * the logout-success flag. A wrong password comes back as a field message.
 */
import { useMutation } from '@tanstack/react-query'
import { accountSettingsApi, type DeleteAccountBody } from '../../../../shared/contract/account-settings.ts'
import { call } from '../../../lib/api-client.ts'

const deleteAccount = (body: DeleteAccountBody) =>
  call(accountSettingsApi.deleteAccount, { body }, { redirectOn401: false })

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount })
