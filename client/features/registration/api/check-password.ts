/**
 * The server's verdict on a password every local rule allows (pwdValidity: VALID or INVALID),
 * asked once typing pauses. A POST that changes nothing, so it is a query: a changed password
 * cancels the question about the old one, and the password is dropped from the cache at once.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { registrationApi } from '../../../../shared/contract/registration.ts'
import { call } from '../../../lib/api-client.ts'
import { registrationKeys } from './keys.ts'

const checkPasswordOnServer = (password: string, signal?: AbortSignal) =>
  call(registrationApi.passwordValidate, { body: { password } }, signal ? { signal } : {})

const getPasswordCheckQueryOptions = (password: string) =>
  queryOptions({
    queryKey: [...registrationKeys.all, 'password-check', password] as const,
    queryFn: ({ signal }) => checkPasswordOnServer(password, signal),
    gcTime: 0,
  })

export const usePasswordCheck = (password: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...getPasswordCheckQueryOptions(password), enabled })
