/** Sends a new security code of the current signed-out flow, by e-mail or text message. */
import { useMutation } from '@tanstack/react-query'
import { selfServiceApi } from '../../../../shared/contract/self-service.ts'
import type { DeliveryMethod } from '../../../../shared/contract/upstream/self-service.ts'
import { call } from '../../../lib/api-client.ts'

const sendCode = (id: DeliveryMethod) => call(selfServiceApi.sendCode, { params: { id } })

export const useSendCode = () => useMutation({ mutationFn: sendCode })
