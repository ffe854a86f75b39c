/**
 * The server's verdict on a new password every local rule allows (pwdValidity: VALID or INVALID),
 * asked once typing pauses. A POST that changes nothing, so it is a query: a changed password
 * cancels the question about the old one, and the passwords are dropped from the cache at once.
 * Undefined until the server has answered for the password as it now is.
 */
import { useQuery } from '@tanstack/react-query'
import { accountApi } from '../../../../shared/contract/account.ts'
import { call } from '../../../lib/api-client.ts'
import { usePausedValue } from '../../../lib/use-paused-value.ts'
import { accountKeys } from './account-keys.ts'

const PAUSE_MS = 400

type Passwords = { currentPassword: string; password: string }

const checkNewPassword = (body: Passwords, signal?: AbortSignal) =>
  call(accountApi.passwordValidate, { body }, signal ? { signal } : {})

export function useNewPasswordValidity({ currentPassword, password }: Passwords, locallyValid: boolean) {
  const paused = {
    currentPassword: usePausedValue(currentPassword, PAUSE_MS),
    password: usePausedValue(password, PAUSE_MS),
  }
  const current = paused.password === password && paused.currentPassword === currentPassword
  const check = useQuery({
    queryKey: [...accountKeys.all, 'password-check', paused.currentPassword, paused.password] as const,
    queryFn: ({ signal }) => checkNewPassword(paused, signal),
    enabled: locallyValid && current,
    gcTime: 0,
  })
  return locallyValid && current ? check.data?.pwdValidity : undefined
}
