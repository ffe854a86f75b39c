/**
 * The signed-out card self-service steps as mutations: each request step carries a fresh captcha
 * solution (the code send too); the validate steps carry the code. Nothing is cached: the answers
 * are for this page only.
 */
import { useMutation } from '@tanstack/react-query'
import {
  cardSelfServiceApi,
  type DeliveryMethod,
  type ReplaceCardBody,
  type ReplacementType,
  type RetrieveCardBody,
} from '../../../../shared/contract/card-self-service.ts'
import { call } from '../../../lib/api-client.ts'
import { callWithCaptcha } from '../../../lib/captcha/call-with-captcha.ts'

const requestRetrieveCard = (body: RetrieveCardBody) =>
  callWithCaptcha(cardSelfServiceApi.retrieveRequest, { body })
const requestReplaceCard = (body: ReplaceCardBody) =>
  callWithCaptcha(cardSelfServiceApi.replaceRequest, { body })
const sendSelfServiceCode = (deliveryMethod: DeliveryMethod) =>
  callWithCaptcha(cardSelfServiceApi.sendCode, { body: { deliveryMethod } })
const validateRetrieveCard = (code: string) => call(cardSelfServiceApi.retrieveValidate, { body: { code } })
const validateReplaceCard = (code: string, replacementType: ReplacementType) =>
  call(cardSelfServiceApi.replaceValidate, { body: { code, replacementType } })

export const useRequestRetrieveCard = () => useMutation({ mutationFn: requestRetrieveCard })
export const useRequestReplaceCard = () => useMutation({ mutationFn: requestReplaceCard })
export const useSendSelfServiceCode = () => useMutation({ mutationFn: sendSelfServiceCode })
export const useValidateRetrieveCard = () => useMutation({ mutationFn: validateRetrieveCard })
export const useValidateReplaceCard = () =>
  useMutation({
    mutationFn: ({ code, replacementType }: { code: string; replacementType: ReplacementType }) =>
      validateReplaceCard(code, replacementType),
  })
