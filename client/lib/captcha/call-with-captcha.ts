/** A declared endpoint called with a captcha solution obtained just before (each is accepted once). */
import type { Endpoint, InputOf, ResultOf } from '../../../shared/contract/endpoint.ts'
import { type CallOptions, call } from '../api-client.ts'
import { captchaHeaders, solveCaptcha } from './solve-captcha.ts'

type CallWithInput<E extends Endpoint> = (
  endpoint: E,
  input: InputOf<E>,
  options: CallOptions,
) => Promise<ResultOf<E>>

export async function callWithCaptcha<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
): Promise<ResultOf<E>> {
  const headers = captchaHeaders(await solveCaptcha())
  return (call as CallWithInput<E>)(endpoint, input, { headers })
}
