/**
 * Outbound headers, built from scratch for every call (PRX-2): nothing from the browser's request
 * is copied, so its Cookie, Authorization, X-Forwarded-* and hop-by-hop headers cannot travel on.
 * @see https://datatracker.ietf.org/doc/html/rfc9700#section-4.13
 */

import { DEVICE_ID_HEADER } from '../../../../../shared/constants/headers.ts'

export const CHANNEL = 'web'
/** The collector's address as the gateway saw it (after its own trusted-proxy rules). */
const CLIENT_IP_HEADER = 'x-client-ip'

/**
 * Headers a call may never set itself: the gateway owns them, or they describe the browser's
 * connection rather than ours.
 */
const RESERVED =
  /^(?:cookie|authorization|host|forwarded|via|x-forwarded-.*|x-user-.*|x-real-ip|connection|keep-alive|proxy-.*|te|trailer|transfer-encoding|upgrade|content-length|content-type|accept|channel|device-id|x-client-ip)$/i

export type HeaderOptions = {
  token?: string
  deviceId?: string
  clientIp?: string
  headers?: Record<string, string>
}

export function buildHeaders({
  token,
  deviceId,
  clientIp,
  headers = {},
}: HeaderOptions): Record<string, string> {
  const built: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
    channel: CHANNEL,
  }
  for (const [name, value] of Object.entries(headers)) {
    if (RESERVED.test(name)) throw new Error(`header ${name} is set by the upstream client only`)
    built[name.toLowerCase()] = value
  }
  if (deviceId) built[DEVICE_ID_HEADER] = deviceId
  if (clientIp) built[CLIENT_IP_HEADER] = clientIp
  if (token) built.authorization = `Bearer ${token}`
  return built
}
