/** Checks a security code through its e-mailed link: the flow goes on in this browser. */
import { useMutation } from '@tanstack/react-query'
import { selfServiceApi } from '../../../../shared/contract/self-service.ts'
import { call } from '../../../lib/api-client.ts'

const verifyCodeLink = ({ token, code }: { token: string; code: string }) =>
  call(selfServiceApi.verifyCodeLink, { body: { token, code } }, { redirectOn401: false })

export const useVerifyCodeLink = () => useMutation({ mutationFn: verifyCodeLink })
