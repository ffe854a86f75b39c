/** Temporary digital card: e-mail the link (with a captcha solution), and send it again. */
import { useMutation } from '@tanstack/react-query'
import type { TempCardEmailBody } from '../../../../shared/contract/registration.ts'
import { tempCardApi } from '../../../../shared/contract/temp-card.ts'
import { call } from '../../../lib/api-client.ts'
import { callWithCaptcha } from '../../../lib/captcha/call-with-captcha.ts'
import { updateUserData } from '../hooks/registration-store.ts'

const requestTempCard = (body: TempCardEmailBody) => callWithCaptcha(tempCardApi.email, { body })

const resendTempCard = () => call(tempCardApi.resend)

/** The address the link went to is kept for the "Check your email" screen. */
export const useRequestTempCard = () =>
  useMutation({
    mutationFn: requestTempCard,
    onSuccess: ({ email }) => updateUserData({ email }),
  })

export const useResendTempCard = () => useMutation({ mutationFn: resendTempCard })
