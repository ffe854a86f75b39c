/**
 * The changes a security code guards (e-mail, mobile) and the password change: the first step
 * sends the code, the second brings it back. Each lands through useAccountChange.
 */
import { useMutation } from '@tanstack/react-query'
import { accountApi } from '../../../../shared/contract/account.ts'
import type { BodyOf } from '../../../../shared/contract/endpoint.ts'
import { call } from '../../../lib/api-client.ts'
import { useAccountChange } from './change-details.ts'

const sendEmailCode = (body: BodyOf<typeof accountApi.emailCode>) => call(accountApi.emailCode, { body })
const confirmEmail = (body: BodyOf<typeof accountApi.changeEmail>) => call(accountApi.changeEmail, { body })
const sendMobileCode = (body: BodyOf<typeof accountApi.mobileCode>) => call(accountApi.mobileCode, { body })
const confirmMobile = (body: BodyOf<typeof accountApi.changeMobile>) =>
  call(accountApi.changeMobile, { body })
const changePassword = (body: BodyOf<typeof accountApi.changePassword>) =>
  call(accountApi.changePassword, { body })

export const useSendEmailCode = () => useMutation({ mutationFn: sendEmailCode, retry: false })
export const useConfirmEmail = () => useAccountChange(confirmEmail)
export const useSendMobileCode = () => useMutation({ mutationFn: sendMobileCode, retry: false })
export const useConfirmMobile = () => useAccountChange(confirmMobile)
export const useChangePassword = () => useAccountChange(changePassword)
