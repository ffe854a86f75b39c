/**
 * Builds upstream paths from fixed templates (PRX-1). A parameter is one path segment made of
 * URL-unreserved characters, so `/ ? # %2F %252F .. ．` and the like can never move the call to
 * another upstream resource: they are refused before any request is made.
 * @see https://owasp.org/www-community/attacks/Path_Traversal
 */
import { FALLBACK_MESSAGE, UPSTREAM_CODES, UpstreamError } from './errors.ts'

/** Letters, digits, `_ ~ -`, and single dots between them (never `.`, `..`, a leading or trailing dot). */
const SAFE_PARAM = /^[A-Za-z0-9_~-]+(?:\.[A-Za-z0-9_~-]+)*$/
const MAX_PARAM_LENGTH = 200

export type PathParams = Record<string, string | number>

const invalid = (reason: string) =>
  new UpstreamError({
    code: UPSTREAM_CODES.invalidPathParam,
    status: 400,
    message: FALLBACK_MESSAGE,
    cause: new Error(reason),
  })

function isSafePathParam(value: string): boolean {
  return value.length <= MAX_PARAM_LENGTH && SAFE_PARAM.test(value)
}

/**
 * `pathOf('/offers/:id', { id })` (a declaration's Fastify syntax) or `pathOf('/offers/{id}', { id })`:
 * every parameter must have a safe value, every value a place.
 */
export function pathOf(template: string, params: PathParams): string {
  const used = new Set<string>()
  const placeholder = /\{([A-Za-z][A-Za-z0-9]*)\}|:([A-Za-z][A-Za-z0-9]*)/g
  const path = template.replace(placeholder, (_match, braced?: string, colon?: string) => {
    const name = (braced ?? colon) as string
    const value = params[name]
    if (value === undefined) throw invalid(`missing path parameter ${name}`)
    const segment = String(value)
    if (!isSafePathParam(segment)) throw invalid(`unsafe path parameter ${name}`)
    used.add(name)
    return segment
  })
  const unused = Object.keys(params).filter((name) => !used.has(name))
  if (unused.length > 0) throw invalid(`unknown path parameter ${unused.join(', ')}`)
  assertSafePath(path)
  return path
}

/** The rest client checks every path again, so a path built by hand cannot slip past PRX-1. */
export function assertSafePath(path: string): void {
  const segments = path.split('/')
  if (segments[0] !== '' || segments.length < 2) throw invalid('path must start with /')
  for (const segment of segments.slice(1)) {
    if (!isSafePathParam(segment)) throw invalid('unsafe path segment')
  }
}
