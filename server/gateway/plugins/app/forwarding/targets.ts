/**
 * Which browser paths are forwarded, to which upstream family, with which methods: a fixed table
 * (PRX-1), each family's URL and timeout taken from its configuration block.
 */
import type { HTTPMethods } from 'fastify'
import type { Config } from '../../../../../config/env.ts'
import { upstreamsOf } from '../../../../../config/upstreams.ts'
import type { Target } from './headers.ts'

export type ForwardRoute = Target & { methods: HTTPMethods[]; paths: string[] }

export function targetsFor(config: Config): ForwardRoute[] {
  const upstreams = upstreamsOf(config)
  const get: HTTPMethods[] = ['GET']
  const content = {
    family: 'content' as const,
    base: upstreams.content.url,
    timeoutMs: upstreams.content.timeoutMs,
    retries: upstreams.content.retries,
  }
  const targets: ForwardRoute[] = [
    { ...content, prefix: '/documents-api', provider: false, methods: get, paths: ['/documents-api/*'] },
    { ...content, prefix: '/content/logos', provider: false, methods: get, paths: ['/content/logos/*'] },
    // Offer images: catalogue content, the same for every collector, like the logos.
    { ...content, prefix: '/content/offers', provider: false, methods: get, paths: ['/content/offers/*'] },
    // The price records' product images, likewise.
    { ...content, prefix: '/content/prices', provider: false, methods: get, paths: ['/content/prices/*'] },
  ]
  // The provider is on our origin only when the issuer says so; otherwise the browser goes there itself.
  if (config.OIDC_ISSUER.startsWith(`${config.PUBLIC_ORIGIN}/oidc`)) {
    targets.push({
      family: 'identity',
      prefix: '/oidc',
      base: upstreams.identity.url,
      timeoutMs: upstreams.identity.timeoutMs,
      retries: upstreams.identity.retries,
      provider: true,
      methods: ['GET', 'POST'],
      paths: ['/oidc/*'],
    })
  }
  if (config.APP_ENV === 'local') {
    targets.push({
      family: 'outbox',
      prefix: '/dev',
      base: upstreams.outbox.url,
      timeoutMs: upstreams.outbox.timeoutMs,
      retries: upstreams.outbox.retries,
      provider: false,
      methods: get,
      paths: ['/dev/mailbox', '/dev/mailbox.json'],
    })
  }
  return targets
}
