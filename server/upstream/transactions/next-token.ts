/**
 * The transactions call's page position: the (date, id) of the last row handed out, as opaque
 * base64url. It names a position, not rows: every page is read for the caller's own collector, so
 * another collector's token only moves the caller through their own history.
 */
export type Position = { occurredAt: Date; id: string }

const ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/

export const encodeNextToken = ({ occurredAt, id }: Position): string =>
  Buffer.from(JSON.stringify([occurredAt.toISOString(), id]), 'utf8').toString('base64url')

/** The position, or undefined when the text is not one `encodeNextToken` made. */
export function decodeNextToken(token: string): Position | undefined {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'))
    if (!Array.isArray(decoded) || decoded.length !== 2) return undefined
    const [iso, id] = decoded
    if (typeof iso !== 'string' || typeof id !== 'string' || !ID_PATTERN.test(id)) return undefined
    const occurredAt = new Date(iso)
    if (Number.isNaN(occurredAt.getTime()) || occurredAt.toISOString() !== iso) return undefined
    return { occurredAt, id }
  } catch {
    return undefined
  }
}
