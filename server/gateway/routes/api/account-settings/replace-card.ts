/**
 * POST /api/account-settings/replace-card: the signed-in collector's lost, stolen or damaged card
 * replaced (`POST replacement-card?replacementType=…`, the key-tag variant with `cardType=KEYTAG`
 * only while isKeyTagStockEnabled). The old number is blocked at once and the points move to the
 * new one; the answer names the new number and when it arrives.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  ACCOUNT_SETTINGS_ERROR_CODES,
  ACCOUNT_SETTINGS_MESSAGES,
  accountSettingsApi,
} from '../../../../../shared/contract/account-settings.ts'
import { routeOf } from '../../../../../shared/contract/route-of.ts'
import { Refusal } from '../../../errors/refusal.ts'

const replaceCard: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.route({
    ...routeOf(accountSettingsApi.replaceCard),
    // Each replacement blocks a card and posts a new one: a few an hour are plenty.
    config: { access: 'session', stateChanging: true, rateLimit: { max: 5, timeWindow: 3_600_000 } },
    handler: async (request) => {
      const { replacementType, keyTag = false } = request.body
      if (keyTag && !(await fastify.featureSwitches.values(request)).isKeyTagStockEnabled)
        throw new Refusal(
          400,
          ACCOUNT_SETTINGS_ERROR_CODES.keyTagUnavailable,
          ACCOUNT_SETTINGS_MESSAGES.keyTagUnavailable,
        )
      const replaced = await fastify.upstream.accountSettings.replaceCard(
        await request.accessToken(),
        replacementType,
        keyTag,
        { log: request.log },
      )
      request.log.info({ replacementType, cardType: replaced.cardType }, 'card replaced')
      return replaced
    },
  })
}

export default replaceCard
