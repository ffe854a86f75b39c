/** Spends a verify-email link (PUT /api/email-confirmation/verify-email). */
import { useMutation } from '@tanstack/react-query'
import { emailConfirmationApi } from '../../../../shared/contract/email-confirmation.ts'
import { call } from '../../../lib/api-client.ts'

const verifyEmail = (token: string) => call(emailConfirmationApi.verifyEmail, { body: { token } })

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail })
