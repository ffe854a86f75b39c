/** Spends an update-email link, with an optional new password (PUT /api/email-confirmation/update-email). */
import { useMutation } from '@tanstack/react-query'
import { emailConfirmationApi } from '../../../../shared/contract/email-confirmation.ts'
import { call } from '../../../lib/api-client.ts'

type UpdateEmailInput = { token: string; newPassword?: string }

const updateEmail = ({ token, newPassword }: UpdateEmailInput) =>
  call(emailConfirmationApi.updateEmail, { body: newPassword ? { token, newPassword } : { token } })

export const useUpdateEmail = () => useMutation({ mutationFn: updateEmail })
