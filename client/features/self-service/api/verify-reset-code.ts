/** Checks the reset's security code. */
import { useMutation } from '@tanstack/react-query'
import { selfServiceApi } from '../../../../shared/contract/self-service.ts'
import { call } from '../../../lib/api-client.ts'

const verifyResetCode = (code: string) =>
  call(selfServiceApi.verifyResetCode, { body: { code } }, { redirectOn401: false })

export const useVerifyResetCode = () => useMutation({ mutationFn: verifyResetCode })
