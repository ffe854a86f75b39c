/**
 * The anonymous card self-service flows (routes specification §6, §7). A request opens a flow
 * whether or not the details matched, and the token looks the same; a matched one also opens an
 * anonymous two-factor flow (self-service/flow-codes.ts: `2fa/get-delivery-options`,
 * `2fa/send/{id}`) whose token travels inside the encrypted JWT, so validate checks the code there.
 * An unmatched flow has no collector and never succeeds: its codes are counted wrong the same way.
 * The fifth wrong code ends either; a redeemed flow is over.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Forgot_Password_Cheat_Sheet.html
 */
import type { Kysely } from 'kysely'
import { digest, newToken } from '../lib/tokens.ts'
import type { Outbox } from '../outbox/outbox.ts'
import type { FlowCodes } from '../self-service/flow-codes.ts'
import { type CollectorJwtKeys, FLOW_TTL_MS, openCollectorJwt, sealCollectorJwt } from './collector-jwt.ts'
import { type ReplacementType, replaceCard } from './replace-card.ts'
import { createCardSelfServiceRepository } from './repository.ts'
import type { CardSelfServiceTables, FlowKind } from './schema.ts'

export const MAX_CODE_ATTEMPTS = 5

type Clock = () => number
export type Redeemed = { collectorId: string; cardNumber: string } | { refused: 'WRONG_CODE' | 'EXPIRED' }

export type FlowsOptions = { keys: CollectorJwtKeys; codes: FlowCodes; schemeName: string; now?: Clock }

/** The anonymous two-factor flow's name of each of these flows. */
const CODE_FLOW = { retrieve: 'retrieve-card', replace: 'replace-card' } as const

export function createCardSelfServiceFlows(
  db: Kysely<CardSelfServiceTables>,
  outbox: Pick<Outbox, 'send'>,
  { keys, codes, schemeName, now = Date.now }: FlowsOptions,
) {
  const repository = createCardSelfServiceRepository(db)

  /** Counts a wrong code; the fifth ends the flow. */
  const wrongCode = async (idHash: string): Promise<Redeemed> => {
    const attempts = (await repository.countAttempt(idHash)) ?? MAX_CODE_ATTEMPTS
    if (attempts < MAX_CODE_ATTEMPTS) return { refused: 'WRONG_CODE' }
    await repository.removeFlow(idHash)
    return { refused: 'EXPIRED' }
  }

  return {
    repository,
    /** Opens a flow for the collector, or for nobody: its token, and the code flow's when matched. */
    open: async (flow: FlowKind, collectorId: string | undefined) => {
      const jti = newToken()
      const flowToken = collectorId ? await codes.open(CODE_FLOW[flow], collectorId) : undefined
      await repository.insertFlow({
        idHash: digest(jti),
        flow,
        collectorId,
        expiresAt: new Date(now() + FLOW_TTL_MS),
      })
      const encryptedCollectorJwt = await sealCollectorJwt(keys, flow, { jti, flowToken }, now())
      return flowToken ? { encryptedCollectorJwt, flowToken } : { encryptedCollectorJwt }
    },
    /** Redeems the flow when the code matches; a wrong code counts and the fifth ends the flow. */
    redeem: async (flow: FlowKind, token: string, code: string): Promise<Redeemed> => {
      const claims = await openCollectorJwt(keys, token, flow, now())
      const found = claims && (await repository.liveFlow(digest(claims.jti), flow, new Date(now())))
      if (!claims || !found) return { refused: 'EXPIRED' }
      if (!found.collector_id || !found.card_number || !claims.flowToken) return wrongCode(found.id_hash)
      const checked = await codes.verify(CODE_FLOW[flow], claims.flowToken, code)
      if ('collectorId' in checked && checked.collectorId === found.collector_id) {
        const first = await repository.removeFlow(found.id_hash)
        await codes.close(claims.flowToken)
        return first
          ? { collectorId: found.collector_id, cardNumber: found.card_number }
          : { refused: 'EXPIRED' }
      }
      if ('refused' in checked && checked.refused === 'WRONG_CODE') return { refused: 'WRONG_CODE' }
      // The code is spent or void: this flow is over (a new request starts another).
      await repository.removeFlow(found.id_hash)
      await codes.close(claims.flowToken)
      return { refused: 'EXPIRED' }
    },
    /** Blocks the collector's card and issues a new one with the balance; tells the collector. */
    replace: (collectorId: string, replacementType: ReplacementType, cardType: 'CARD' | 'KEYTAG' = 'CARD') =>
      replaceCard(db, outbox, collectorId, replacementType, { schemeName, now, cardType }),
  }
}

export type CardSelfServiceFlows = ReturnType<typeof createCardSelfServiceFlows>
