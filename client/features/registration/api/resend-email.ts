/** Re-send the confirmation e-mail of the check-email step; the answer names the address it went to. */
import { useMutation } from '@tanstack/react-query'
import { registrationApi } from '../../../../shared/contract/registration.ts'
import { call } from '../../../lib/api-client.ts'
import { updateUserData } from '../hooks/registration-store.ts'

const resendEmail = () => call(registrationApi.emailResend)

export const useResendEmailMutation = () =>
  useMutation({
    mutationFn: resendEmail,
    onSuccess: ({ email }) => updateUserData({ email }),
  })
