/**
 * The security code's e-mailed link (/two-factor-authentication/<token>): opened in any browser,
 * it takes the code of the flow it belongs to, with the same five tries as the flow's own page. A
 * right code uses the link once and moves the flow to that browser under a new token (a reset
 * also gets a new reset-link token, its old one stops working), so it goes on to its next step.
 * The link works as long as its code: a new code, or the fifth wrong try, ends it.
 */
import type { Kysely } from 'kysely'
import type { ResetLink, SelfServiceFlow } from '../../../shared/contract/upstream/self-service.ts'
import { digest } from '../lib/tokens.ts'
import type { Clock } from '../two-factor/challenges.ts'
import type { FlowCodes } from './flow-codes.ts'
import type { PasswordReset } from './password-reset.ts'
import { createSelfServiceRepository } from './repository.ts'
import type { SelfServiceTables } from './schema.ts'

/** The e-mailed links' codes (shared/constants/email-links.ts): unknown 404, used 409, expired 410. */
export type CodeLinkRefusal = 'LINK_UNKNOWN' | 'LINK_USED' | 'LINK_EXPIRED'
export type OpenedCodeLink = { flow: SelfServiceFlow } | { refused: CodeLinkRefusal }
export type CodeLinkResult =
  | { flow: SelfServiceFlow; flowToken: string; resetLink?: ResetLink & { token: string } }
  | { refused: CodeLinkRefusal | 'WRONG_CODE' | 'CODE_EXPIRED' }

type LiveLink = {
  link: { token_hash: string }
  flow: NonNullable<Awaited<ReturnType<FlowCodes['flowByHash']>>>
}

export function createCodeLinks(
  db: Kysely<SelfServiceTables>,
  flows: FlowCodes,
  reset: PasswordReset,
  { now = Date.now }: { now?: Clock } = {},
) {
  const store = createSelfServiceRepository(db)

  /** The link's flow while the link and the code it carries still work. */
  async function liveLink(token: string): Promise<LiveLink | { refused: CodeLinkRefusal }> {
    const link = await store.codeLink(digest(token))
    if (!link) return { refused: 'LINK_UNKNOWN' }
    if (link.used_at) return { refused: 'LINK_USED' }
    if (link.expires_at.getTime() <= now()) return { refused: 'LINK_EXPIRED' }
    const flow = await flows.flowByHash(link.flow_hash)
    if (!flow || flow.code_hash !== link.code_hash) return { refused: 'LINK_EXPIRED' }
    return { link, flow }
  }

  return {
    /** Whether the link still works, and the flow it is for. */
    async open(token: string): Promise<OpenedCodeLink> {
      const found = await liveLink(token)
      return 'refused' in found ? found : { flow: found.flow.kind }
    },

    async verify(token: string, code: string): Promise<CodeLinkResult> {
      const found = await liveLink(token)
      if ('refused' in found) return found
      const { link, flow } = found
      const checked = await flows.checkCode(flow, code)
      if ('refused' in checked) return checked
      if (!(await store.claimCodeLink(link.token_hash, new Date(now())))) return { refused: 'LINK_USED' }
      const flowToken = await flows.rekey(flow.id_hash)
      // Only a reset's codes are e-mailed with a link (flow-codes.ts), and a reset goes on with its link.
      const resetLink = flow.link_hash ? await reset.handOver(flow.link_hash) : undefined
      if (!resetLink) return { refused: 'LINK_EXPIRED' }
      return { flow: flow.kind, flowToken, resetLink }
    },
  }
}

export type CodeLinks = ReturnType<typeof createCodeLinks>
