/** Sets the new password of an opened reset link; the link is used and every session ends. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { selfServiceApi } from '../../../../shared/contract/self-service.ts'
import { call } from '../../../lib/api-client.ts'
import { sessionKey } from '../../../lib/use-session.ts'

const setNewPassword = (body: { password: string; confirmPassword: string }) =>
  call(selfServiceApi.setPassword, { body }, { redirectOn401: false })

/** A collector signed in on this browser is signed out now: the session is asked again. */
export function useSetNewPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setNewPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKey }),
  })
}
