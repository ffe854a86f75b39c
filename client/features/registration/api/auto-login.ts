/**
 * The auto-login exchange after registration (§4): the completion token for a one-time identity
 * login link. The token can be exchanged once, so the caller sends it at most once.
 */
import { useMutation } from '@tanstack/react-query'
import { registrationApi } from '../../../../shared/contract/registration.ts'
import { call } from '../../../lib/api-client.ts'

const autoLogin = () => call(registrationApi.autoLogin)

export const useAutoLogin = () => useMutation({ mutationFn: autoLogin })
