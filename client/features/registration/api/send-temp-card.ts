/** Temporary digital card: e-mail the link (with a captcha solution), and send it again. */
import { useMutation } from '@tanstack/react-query'
import type { TempCardEmailBody, TempCardSentResponse } from '../../../../shared/contract/registration.ts'
import { api } from '../../../lib/api-client.ts'
import { updateUserData } from '../hooks/registration-store.ts'
import { postWithCaptcha } from './journey-steps.ts'

export const requestTempCard = (body: TempCardEmailBody) =>
  postWithCaptcha<TempCardSentResponse>('/api/temp-card/email', body)

export const resendTempCard = () => api.post<TempCardSentResponse>('/api/temp-card/resend', {})

/** The address the link went to is kept for the "Check your email" screen. */
export const useRequestTempCard = () =>
  useMutation({
    mutationFn: requestTempCard,
    onSuccess: ({ email }) => updateUserData({ email }),
  })

export const useResendTempCard = () => useMutation({ mutationFn: resendTempCard })
