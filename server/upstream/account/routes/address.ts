/**
 * GET /customer-address/masked (the address with each line's first characters only, the postcode's
 * outward part) and PUT /customer-address (lines chosen from the lookup, a UK postcode).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { routeOf } from '../../../../shared/contract/route-of.ts'
import { maskedAddress, updateAddress } from '../../../../shared/contract/upstream/account.ts'
import { normalisePostcode, validatePostcode } from '../../../../shared/validation/address-rules.ts'
import { UpstreamRefusal } from '../../routing/refusal.ts'
import { auditOf } from '../audit-channel.ts'

/** The first three characters of a line; the rest hidden. */
const maskLine = (line: string) =>
  line.length <= 3 ? line : `${line.slice(0, 3)}${'•'.repeat(Math.min(line.length - 3, 12))}`

/** The outward code (before the last three characters), the inward code hidden. */
const maskPostcode = (postcode: string) => `${postcode.slice(0, -3)} •••`

const address: FastifyPluginAsyncTypebox = async (fastify) => {
  const accounts = fastify.accountRepository

  fastify.route({
    ...routeOf(maskedAddress),
    config: { callers: 'collector' },
    handler: async (request) => {
      const caller = request.caller
      const row = await accounts.address(caller.collectorId)
      if (!row) return { address: null }
      const lines = JSON.parse(row.lines) as string[]
      return { address: { lines: lines.map(maskLine), postcode: maskPostcode(row.postcode) } }
    },
  })

  fastify.route({
    ...routeOf(updateAddress),
    config: { callers: 'collector' },
    handler: async (request, reply) => {
      const caller = request.caller
      const broken = validatePostcode(request.body.postcode)
      const lines = request.body.lines.map((line) => line.trim()).filter((line) => line !== '')
      if (broken || lines.length === 0)
        throw new UpstreamRefusal(400, { code: 'VALIDATION_ERROR', message: broken ?? 'Choose an address' })
      const postcode = normalisePostcode(request.body.postcode).replace(/\s+/g, '')
      await accounts.changeAddress(caller.collectorId, { lines, postcode }, auditOf(request))
      return reply.code(204).send(null)
    },
  })
}

export default address
