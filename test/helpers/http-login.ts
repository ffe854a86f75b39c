/**
 * A whole identity login over real HTTP at a gateway's public origin (the start route, the
 * provider's login page that the gateway forwards, the callback), as a browser would: the session
 * cookie pair. For servers in other processes or behind a proxy, where `inject` cannot reach.
 */
import { loadConfig } from '../../config/env.ts'
import { DEMO, gatewayLoginCookie, type Stand } from '../upstream/oidc/helper.ts'

/** `headers` go with every request (a client address in X-Forwarded-For, for one). */
export function httpLoginCookie(
  origin: string,
  identifier: string = DEMO.card,
  headers: Record<string, string> = {},
): Promise<string> {
  const config = loadConfig({ PUBLIC_ORIGIN: origin })
  // The login helper's browser reads only the issuer (config), the URL mapping and the headers.
  const stand = { config, local: (url: string) => url, headers } as unknown as Stand
  const gateway = {
    async inject({ url, headers: extra }: { method: 'GET'; url: string; headers?: Record<string, string> }) {
      const response = await fetch(`${origin}${url}`, {
        headers: { ...headers, ...extra },
        redirect: 'manual',
      })
      await response.arrayBuffer()
      return {
        statusCode: response.status,
        headers: {
          location: response.headers.get('location') ?? undefined,
          'set-cookie': response.headers.getSetCookie(),
        },
      }
    },
  }
  return gatewayLoginCookie(gateway, stand, identifier)
}
