/** Asks for a password-reset link by e-mail address or card number, with a captcha solution. */
import { useMutation } from '@tanstack/react-query'
import { type ResetRequestBody, selfServiceApi } from '../../../../shared/contract/self-service.ts'
import { callWithCaptcha } from '../../../lib/captcha/call-with-captcha.ts'

const requestPasswordReset = (body: ResetRequestBody) =>
  callWithCaptcha(selfServiceApi.requestReset, { body })

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset })
