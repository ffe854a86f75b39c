/**
 * Two-factor codes of the signed-out flows (password reset, card retrieval, card replacement).
 * A flow is opened once the collector is identified; its opaque token goes to the gateway, which
 * keeps it in the visitor's session. A code is six digits, works for 10 minutes and for at most
 * five wrong tries; each flow sends at most three codes and one address gets at most five codes an
 * hour, whatever the flow. Only hashes are stored. The sign-in's device challenges
 * (two-factor/challenges.ts) share the masking and the token helpers.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Multifactor_Authentication_Cheat_Sheet.html
 */
import type { Kysely } from 'kysely'
import type {
  DeliveryMethod,
  DeliveryOption,
  SelfServiceFlow,
} from '../../../shared/contract/upstream/self-service.ts'
import { digest, matchesDigest, newCode, newToken } from '../lib/tokens.ts'
import type { Outbox } from '../outbox/outbox.ts'
import { type Clock, MAX_CODE_ATTEMPTS, mask } from '../two-factor/challenges.ts'
import { createSelfServiceRepository } from './repository.ts'
import type { SelfServiceTables } from './schema.ts'

export const FLOW_TTL_MS = 30 * 60_000
export const CODE_TTL_MS = 10 * 60_000
export const MAX_FLOW_SENDS = 3
export const MAX_CODES_PER_ADDRESS = 5
const ADDRESS_WINDOW_MS = 60 * 60_000

type SendRefusal = 'FLOW_EXPIRED' | 'NO_DESTINATION' | 'TOO_MANY_CODES'
export type SendResult = { deliveryMethod: DeliveryMethod; destination: string } | { refused: SendRefusal }
export type VerifyResult = { collectorId: string } | { refused: 'WRONG_CODE' | 'CODE_EXPIRED' }

type Contact = { email: string | null; phone_number: string | null; country_code: string | null }

function destinationOf(method: DeliveryMethod, contact: Contact): string | undefined {
  if (method === 'email') return contact.email ?? undefined
  return contact.phone_number ? `${contact.country_code ?? ''}${contact.phone_number}` : undefined
}

/** `origin` is the public site the e-mailed code's link opens (/two-factor-authentication/<token>). */
export type FlowCodesOptions = { schemeName: string; origin: string; now?: Clock }

type Flow = NonNullable<Awaited<ReturnType<ReturnType<typeof createSelfServiceRepository>['liveFlow']>>>

export function createFlowCodes(
  db: Kysely<SelfServiceTables>,
  outbox: Pick<Outbox, 'send'>,
  { schemeName, origin, now = Date.now }: FlowCodesOptions,
) {
  const store = createSelfServiceRepository(db)
  const date = (offset = 0) => new Date(now() + offset)

  async function liveFlowWithContact(token: string) {
    const flow = await store.liveFlow(digest(token), date())
    const contact = flow && (await store.collectorById(flow.collector_id))
    return flow && contact ? { flow, contact } : undefined
  }

  /** An e-mailed code's link: works as long as that code, once (code-links.ts opens it). */
  async function newCodeLink(flowHash: string, codeHash: string): Promise<string> {
    const token = newToken()
    await store.insertCodeLink({ tokenHash: digest(token), flowHash, codeHash, expiresAt: date(CODE_TTL_MS) })
    return `${origin}/two-factor-authentication/${token}`
  }

  /** Checks a code against a live flow; the fifth wrong try voids the code. */
  async function checkCode(flow: Flow | undefined, code: string): Promise<VerifyResult> {
    if (!flow?.code_hash || !flow.code_expires_at) return { refused: 'CODE_EXPIRED' }
    if (flow.code_expires_at.getTime() <= now()) return { refused: 'CODE_EXPIRED' }
    if (matchesDigest(code, flow.code_hash)) {
      await store.markVerified(flow.id_hash, date())
      return { collectorId: flow.collector_id }
    }
    const attempts = (await store.countAttempt(flow.id_hash)) ?? MAX_CODE_ATTEMPTS
    if (attempts < MAX_CODE_ATTEMPTS) return { refused: 'WRONG_CODE' }
    await store.voidCode(flow.id_hash)
    return { refused: 'CODE_EXPIRED' }
  }

  return {
    /**
     * Opens a flow for an identified collector: the token the gateway keeps. `linkHash` names the
     * e-mailed link the flow began from (a reset's), which goes on in the browser that gives the code.
     */
    async open(kind: SelfServiceFlow, collectorId: string, linkHash?: string): Promise<string> {
      const token = newToken()
      await store.insertFlow({
        idHash: digest(token),
        kind,
        collectorId,
        expiresAt: date(FLOW_TTL_MS),
        ...(linkHash ? { linkHash } : {}),
      })
      return token
    },

    /** The masked e-mail and mobile a code can go to; undefined when the flow is unknown or over. */
    async options(token: string): Promise<DeliveryOption[] | undefined> {
      const found = await liveFlowWithContact(token)
      if (!found) return undefined
      return (['email', 'sms'] as const).flatMap((id) => {
        const to = destinationOf(id, found.contact)
        return to ? [{ id, destination: mask(id, to) }] : []
      })
    },

    /** Sends a new code (the previous one stops working) within the flow's and the address's limits. */
    async send(token: string, method: DeliveryMethod): Promise<SendResult> {
      const found = await liveFlowWithContact(token)
      if (!found) return { refused: 'FLOW_EXPIRED' }
      const to = destinationOf(method, found.contact)
      if (!to) return { refused: 'NO_DESTINATION' }
      const target = digest(to.trim().toLowerCase())
      if (found.flow.sends >= MAX_FLOW_SENDS) return { refused: 'TOO_MANY_CODES' }
      if ((await store.sendsSince(target, date(-ADDRESS_WINDOW_MS))) >= MAX_CODES_PER_ADDRESS)
        return { refused: 'TOO_MANY_CODES' }
      const code = newCode(6)
      const codeHash = digest(code)
      await store.setCode({
        idHash: found.flow.id_hash,
        codeHash,
        delivery: method,
        codeExpiresAt: date(CODE_TTL_MS),
      })
      await store.recordSend(target, date())
      const text = `Your ${schemeName} security code is ${code}. It expires in 10 minutes. Never share it.`
      // A reset's e-mailed code also links to its code entry, which can carry the reset on in
      // another browser (code-links.ts). A text message carries the code alone, and so does a card
      // flow's e-mail: its code step runs on the page that holds the flow's sealed token.
      const linked = method === 'email' && found.flow.kind === 'reset'
      const link = linked ? await newCodeLink(found.flow.id_hash, codeHash) : undefined
      await outbox.send({
        channel: method,
        to,
        subject: `Your ${schemeName} security code`,
        text: link
          ? `${text}\n\nYou can also enter it on this page, in any browser, within 10 minutes:\n\n${link}`
          : text,
        links: link ? [link] : [],
      })
      return { deliveryMethod: method, destination: mask(method, to) }
    },

    /** Checks a code of a flow of this kind; the fifth wrong try voids the code. */
    async verify(kind: SelfServiceFlow, token: string, code: string): Promise<VerifyResult> {
      const flow = await store.liveFlow(digest(token), date())
      return checkCode(flow?.kind === kind ? flow : undefined, code)
    },

    /** The live flow of an id hash (a code link knows its flow by the hash only). */
    flowByHash: (idHash: string) => store.liveFlow(idHash, date()),
    /** The same check as verify, for a flow found by its hash: the same tries count. */
    checkCode,
    /** Hands the flow a new token (the old one stops working): the token its new browser keeps. */
    async rekey(idHash: string): Promise<string> {
      const token = newToken()
      await store.rekeyFlow(idHash, digest(token))
      return token
    },

    /** The collector of a live flow of this kind whose code was given; undefined otherwise. */
    async verifiedCollector(kind: SelfServiceFlow, token: string): Promise<string | undefined> {
      const flow = await store.liveFlow(digest(token), date())
      return flow?.kind === kind && flow.verified_at ? flow.collector_id : undefined
    },

    /** Ends the flow once its last step ran. */
    close: (token: string) => store.removeFlow(digest(token)),
  }
}

export type FlowCodes = ReturnType<typeof createFlowCodes>
