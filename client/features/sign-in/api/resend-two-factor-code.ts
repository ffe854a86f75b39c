/** A new two-factor code; the answer says where it went. */
import { useMutation } from '@tanstack/react-query'
import type { CodeSentResponse } from '../../../../shared/contract/login.ts'
import { api } from '../../../lib/api-client.ts'

export const resendTwoFactorCode = () =>
  api.post<CodeSentResponse>('/api/login/two-factor/resend', {}, { redirectOn401: false })

export const useResendTwoFactorCode = () => useMutation({ mutationFn: resendTwoFactorCode })
