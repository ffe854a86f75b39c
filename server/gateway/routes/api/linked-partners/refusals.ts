/**
 * The linked partner routes' declared refusals (shared/contract/linked-partners.ts), from the
 * upstream's answers that carry one of the area's codes: the §8 linking errors (409), an unknown
 * partner account (422), an unknown or another collector's link (404), not enough points (409),
 * points not in whole blocks of the rate (400) and the partner's unlink failure (502, with the
 * §8 message). Anything else is rethrown as it is.
 */
import {
  LINKED_PARTNER_ERROR_CODES,
  LINKED_PARTNER_ERROR_MESSAGES,
} from '../../../../../shared/contract/linked-partners.ts'
import { Refusal } from '../../../errors/refusal.ts'
import { UpstreamError } from '../../../plugins/app/upstream/errors.ts'

type Kind = keyof typeof LINKED_PARTNER_ERROR_CODES

const KIND_OF_CODE = new Map(
  (Object.entries(LINKED_PARTNER_ERROR_CODES) as [Kind, string][]).map(([kind, code]) => [code, kind]),
)

/** The gateway's status for each refusal (the upstream's own, except these). */
const GATEWAY_STATUS: Partial<Record<Kind, number>> = { unlinkFailed: 502, invalidPoints: 400 }

export const linkedPartnerRefusal = (kind: Kind, status: number) =>
  new Refusal(status, LINKED_PARTNER_ERROR_CODES[kind], LINKED_PARTNER_ERROR_MESSAGES[kind])

export function asLinkedPartnerRefusal(error: unknown): never {
  if (error instanceof UpstreamError && error.upstreamStatus !== undefined && error.errorStatus) {
    const kind = KIND_OF_CODE.get(error.errorStatus)
    if (kind) throw linkedPartnerRefusal(kind, GATEWAY_STATUS[kind] ?? error.upstreamStatus)
  }
  throw error
}
