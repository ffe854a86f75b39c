/**
 * An e-mailed link the upstream refused (unknown, used, expired) becomes the page's own refusal,
 * with the code that picks its page, and a security event in the log: the purpose and why, never
 * the token (a guessed or replayed link is what an attacker would try).
 */
import type { FastifyBaseLogger } from 'fastify'
import {
  LINK_REFUSALS,
  type LinkPurpose,
  type LinkRefusalCode,
} from '../../../shared/constants/email-links.ts'
import { UpstreamError } from '../plugins/app/upstream/errors.ts'
import { Refusal } from './refusal.ts'

const isLinkCode = (code: string | undefined): code is LinkRefusalCode =>
  code !== undefined && Object.hasOwn(LINK_REFUSALS, code)

/** Runs the call; a link refusal is thrown as its Refusal, any other failure as it was. */
export async function orLinkRefusal<T>(
  purpose: LinkPurpose | 'security-code',
  log: FastifyBaseLogger,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (!(error instanceof UpstreamError) || !isLinkCode(error.errorStatus)) throw error
    const code = error.errorStatus
    log.warn({ event: 'email_link_refused', purpose, code }, 'e-mailed link refused')
    throw new Refusal(LINK_REFUSALS[code].status, code, LINK_REFUSALS[code].heading)
  }
}
