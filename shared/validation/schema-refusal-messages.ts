/**
 * What a person reads when a request breaks a declared schema (the gateway's 400 VALIDATION): the
 * specification's words for a field it has words for, a plain sentence otherwise, never the
 * schema's own text ("body/token must match pattern …"). The answer still names each field at
 * fault, so a partner's server can tell which one it sent wrong.
 */

import { LINK_REFUSALS } from '../constants/email-links.ts'
import {
  MEMBER_NUMBER_INVALID,
  PIN_INVALID,
  POINTS_OUT_OF_RANGE,
  SURNAME_INVALID,
} from './linked-partner-rules.ts'
import { cardNumberInvalid, EMAIL_INVALID, POSTCODE_FORMAT } from './messages.ts'
import { INVALID_FIELD, INVALID_REQUEST } from './schema-text.ts'

/** A link whose token is cut short or mistyped says what an unknown one says. */
export const INVALID_LINK = LINK_REFUSALS.LINK_UNKNOWN.heading

/** By the field's own name, wherever it sits (body, query or path). */
const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  token: INVALID_LINK,
  email: EMAIL_INVALID,
  newEmail: EMAIL_INVALID,
  cardNumber: cardNumberInvalid(),
  collectorId: cardNumberInvalid(),
  postcode: POSTCODE_FORMAT,
  memberNumber: MEMBER_NUMBER_INVALID,
  surname: SURNAME_INVALID,
  pin: PIN_INVALID,
  points: POINTS_OUT_OF_RANGE,
}

/** The words for a field at fault; `field` is its dotted path (`address.postcode`). */
export function schemaFieldMessage(field: string): string {
  const name = field.split('.').at(-1) ?? field
  return Object.hasOwn(FIELD_MESSAGES, name) ? (FIELD_MESSAGES[name] as string) : INVALID_FIELD
}

/** The answer's message: the first field's own words when it has some, else the plain sentence. */
export function schemaRefusalMessage(fields: readonly string[]): string {
  const [first] = fields.map(schemaFieldMessage).filter((message) => message !== INVALID_FIELD)
  return first ?? INVALID_REQUEST
}
