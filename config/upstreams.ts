/**
 * One configuration block per upstream family, `{ url, timeoutMs, retries }`, derived from the
 * validated environment. The environment variables stay the contract (IDENTITY_API_URL...,
 * UPSTREAM_TIMEOUT_MS, UPSTREAM_RETRIES); code reads the blocks, never the variables.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/config.ts
 */
import type { Env } from './env.ts'

type UpstreamBlock = {
  /** Base URL; paths of the family's calls are appended to it. */
  url: string
  /** Whole-call budget: connection, headers and body of every attempt, and the waits between them. */
  timeoutMs: number
  /** Extra attempts for calls that may be repeated (0 to 2). */
  retries: number
}

/** `outbox` is the reference upstream's local-mode mailbox; the others are the specification's APIs. */
export type UpstreamFamily = 'identity' | 'management' | 'offers' | 'content' | 'outbox'
export type Upstreams = Record<UpstreamFamily, UpstreamBlock>

type UpstreamEnv = Pick<
  Env,
  | 'UPSTREAM_PORT'
  | 'IDENTITY_API_URL'
  | 'MANAGEMENT_API_URL'
  | 'OFFERS_API_URL'
  | 'CONTENT_API_URL'
  | 'UPSTREAM_TIMEOUT_MS'
  | 'UPSTREAM_RETRIES'
>

/** Derived on each call, so a config copied with one URL changed (tests, benches) stays coherent. */
export function upstreamsOf(env: UpstreamEnv): Upstreams {
  // The reference upstream listens on loopback; a family without its own URL is served there.
  const reference = `http://127.0.0.1:${env.UPSTREAM_PORT}`
  const block = (url: string | undefined): UpstreamBlock => ({
    url: url ?? reference,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    retries: env.UPSTREAM_RETRIES,
  })
  return {
    identity: block(env.IDENTITY_API_URL),
    management: block(env.MANAGEMENT_API_URL),
    offers: block(env.OFFERS_API_URL),
    content: block(env.CONTENT_API_URL),
    outbox: block(undefined),
  }
}
