/**
 * GET /api/linked-partners, POST /api/linked-partners and DELETE /api/linked-partners/:linkId: the
 * partners (spec §3) with the collector's linked account, masked to the member number's last 4
 * digits, and their points balance; linking by one of the §4 operations, its fields checked by the
 * shared rules first; unlinking. Signed in only; linking is rate limited, as member numbers and
 * surnames or PINs could otherwise be tried in bulk.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { PARTNER_KEYS, PARTNERS } from '../../../../../shared/constants/linked-partners.ts'
import { linkedPartnersApi, type PartnerView } from '../../../../../shared/contract/linked-partners.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import type { LinkedAccount } from '../../../../../shared/contract/upstream/linked-partners.ts'
import { LINK_FORM_RULES } from '../../../../../shared/validation/linked-partner-rules.ts'
import { checkFields } from '../../../errors/refusal.ts'
import { asLinkedPartnerRefusal } from './refusals.ts'

const masked = (memberNumber: string) => `••••${memberNumber.slice(-4)}`

const accountView = (account: LinkedAccount) => ({
  id: account.id,
  maskedMemberNumber: masked(account.memberNumber),
  state: account.state,
  partnerPoints: account.partnerPoints,
  linkedAt: account.linkedAt,
})

const links: FastifyPluginAsyncTypebox = async (fastify) => {
  const { linkedPartners, management } = fastify.upstream

  fastify.route({
    ...routeOf(linkedPartnersApi.list),
    config: { access: 'session' },
    handler: async (request) => {
      const token = await request.accessToken()
      const context = { log: request.log }
      const [{ accounts }, { points }] = await Promise.all([
        linkedPartners.accounts(token, context),
        management.balance(token, context),
      ])
      const partners: PartnerView[] = PARTNER_KEYS.map((key) => {
        const { name, pointsName, basePoints, partnerPoints } = PARTNERS[key]
        const account = accounts.find((linked) => linked.partner === key)
        return {
          key,
          name,
          pointsName,
          rate: { basePoints, partnerPoints },
          account: account ? accountView(account) : null,
        }
      })
      return { balance: points, partners }
    },
  })

  fastify.route({
    ...routeOf(linkedPartnersApi.link),
    config: { access: 'session', stateChanging: true, rateLimit: { max: 30, timeWindow: 600_000 } },
    handler: async (request) => {
      const { partner, operation } = request.body
      checkFields(LINK_FORM_RULES[operation], request.body)
      const memberNumber = request.body.memberNumber.trim()
      const surname = request.body.surname?.trim()
      const linked = await linkedPartners
        .link(
          await request.accessToken(),
          {
            partner,
            operation,
            memberNumber,
            ...(operation === 'manual' || operation === 'aoi' ? { surname: surname ?? '' } : {}),
            ...(operation === 'login' ? { pin: request.body.pin?.trim() ?? '' } : {}),
          },
          { log: request.log },
        )
        .catch(asLinkedPartnerRefusal)
      return {
        outcome: linked.relinked ? ('relinked' as const) : ('linked' as const),
        account: accountView(linked.account),
      }
    },
  })

  fastify.route({
    ...routeOf(linkedPartnersApi.unlink),
    config: { access: 'session', stateChanging: true },
    handler: async (request) => {
      await linkedPartners
        .unlink(await request.accessToken(), request.params.linkId, { log: request.log })
        .catch(asLinkedPartnerRefusal)
      return { outcome: 'unlinked' as const }
    },
  })
}

export default links
