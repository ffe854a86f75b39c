/** A link that leads nowhere, refused with its own status and code (LINK_REFUSALS): 404, 409, 410. */
import { LINK_REFUSALS, type LinkRefusalCode } from '../../../shared/constants/email-links.ts'
import { UpstreamRefusal } from '../routing/refusal.ts'

export function linkRefusal(code: LinkRefusalCode): UpstreamRefusal {
  const { status, heading } = LINK_REFUSALS[code]
  return new UpstreamRefusal(status, { code, message: heading })
}
