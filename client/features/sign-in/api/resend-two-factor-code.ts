/** A new two-factor code; the answer says where it went. */
import { useMutation } from '@tanstack/react-query'
import { loginApi } from '../../../../shared/contract/login.ts'
import { call } from '../../../lib/api-client.ts'

const resendTwoFactorCode = () => call(loginApi.twoFactorResend, { body: {} }, { redirectOn401: false })

export const useResendTwoFactorCode = () => useMutation({ mutationFn: resendTwoFactorCode })
