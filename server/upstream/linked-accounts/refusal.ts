/**
 * A refusal of a linked-account call: its HTTP status and one of the area's codes (the messages are
 * the contract's). Thrown inside a transaction, it rolls the transaction back; answered by the one
 * error handler like every refusal.
 */
import {
  LINKED_PARTNER_ERROR_CODES,
  LINKED_PARTNER_ERROR_MESSAGES,
} from '../../../shared/contract/linked-partners.ts'
import { UpstreamRefusal } from '../routing/refusal.ts'

export type LinkRefusalKind = keyof typeof LINKED_PARTNER_ERROR_CODES

const STATUS: Readonly<Record<LinkRefusalKind, number>> = {
  linkedElsewhere: 409,
  accountCap: 409,
  cardCap: 409,
  originalMemberNumber: 409,
  alreadyLinked: 409,
  partnerAccountNotFound: 422,
  linkNotFound: 404,
  conversionNotFound: 404,
  unlinkFailed: 409,
  notEnoughPoints: 409,
  invalidPoints: 422,
}

export class LinkRefusal extends UpstreamRefusal {
  override name = 'LinkRefusal'
  readonly code: string
  readonly kind: LinkRefusalKind

  constructor(kind: LinkRefusalKind) {
    const code = LINKED_PARTNER_ERROR_CODES[kind]
    super(STATUS[kind], { code, message: LINKED_PARTNER_ERROR_MESSAGES[kind] })
    this.kind = kind
    this.code = code
  }
}
