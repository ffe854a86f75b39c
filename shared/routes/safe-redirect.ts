/**
 * Redirect targets a request may choose (SECURITY.md §2, RED-1): absolute https URLs must
 * match an allowlisted origin and path prefix on a segment boundary; `next` must stay on this
 * site. Both emit the parsed, normalised URL, never the raw input. Uses only the WHATWG URL
 * API, which browsers and Node share.
 */
import type { RouteEntry } from './route-entry.ts'
import { matchRoute } from './route-table.ts'

export const MAX_REDIRECT_LENGTH = 2048

/** A backslash, any C0 control character, space or DEL: browsers rewrite or strip these. */
function hasRejectedCharacter(input: string): boolean {
  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i)
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return true
  }
  return false
}

export type AllowedPrefix = { origin: string; path: string }

/** Parses allowlist entries such as `https://hotels.example.com/book` once, at start-up. */
export function parseAllowlist(prefixes: readonly string[]): AllowedPrefix[] {
  return prefixes.map((prefix) => {
    const url = new URL(prefix)
    if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash) {
      throw new Error(`redirect allowlist entry must be a plain https origin and path: ${prefix}`)
    }
    return { origin: url.origin, path: url.pathname.replace(/\/+$/u, '') }
  })
}

const underPath = (pathname: string, prefix: string) =>
  prefix === '' || pathname === prefix || pathname.startsWith(`${prefix}/`)

function parseCandidate(input: unknown): URL | undefined {
  if (typeof input !== 'string' || input.length === 0 || input.length > MAX_REDIRECT_LENGTH) return undefined
  if (hasRejectedCharacter(input)) return undefined
  // Only the plain absolute form: no scheme-relative or slash-less (https:host) spellings
  // that another parser on the way might read differently.
  if (input.slice(0, 8).toLowerCase() !== 'https://') return undefined
  try {
    return new URL(input)
  } catch {
    return undefined
  }
}

/** The normalised href when `input` may be followed, else undefined. */
export function isAllowedRedirect(
  input: unknown,
  allowlist: readonly string[] | readonly AllowedPrefix[],
): string | undefined {
  const url = parseCandidate(input)
  if (url === undefined) return undefined
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return undefined
  const prefixes = allowlist.map((entry) => (typeof entry === 'string' ? parseAllowlist([entry])[0] : entry))
  const allowed = prefixes.some(
    (prefix) => prefix && url.origin === prefix.origin && underPath(url.pathname, prefix.path),
  )
  return allowed ? url.href : undefined
}

/** A fixed base that is never allowed, so only same-site relative paths survive. */
const LOCAL_BASE = 'https://next.invalid'

/**
 * A `next` path to return to after login: relative to this site (not //host, not /\host, not a
 * spelling that normalises to one), and, when a route table is given, a page of it. Returns path, query and fragment, normalised.
 */
export function safeNextPath(input: unknown, routes?: readonly RouteEntry[]): string | undefined {
  if (typeof input !== 'string' || !input.startsWith('/') || input.startsWith('//')) return undefined
  if (input.length > MAX_REDIRECT_LENGTH || hasRejectedCharacter(input)) return undefined
  let url: URL
  try {
    url = new URL(input, LOCAL_BASE)
  } catch {
    return undefined
  }
  if (url.origin !== LOCAL_BASE) return undefined
  // Dot segments are resolved only now: `/.//evil.com` normalises to `//evil.com`, which a browser
  // reads as another host. Judge the normalised path, which must start with exactly one slash.
  if (url.pathname.startsWith('//')) return undefined
  if (routes && !matchRoute(routes, url.pathname)) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}
