/**
 * Matches a pathname against a route pattern segment by segment: static segments, `:param`
 * segments, and a final `*` (the rest, at least one segment) or `prefix*` (a segment starting
 * with prefix, and the rest). Segments are split before decoding, so an encoded slash never
 * crosses a segment boundary; nothing here builds a regular expression from input.
 */

export type PathParams = Record<string, string>
export type PatternMatch = { params: PathParams; score: readonly number[] }

/** A decoded parameter may not hold a separator, a backslash or a control character. */
function safeParam(value: string): boolean {
  if (value === '' || value === '.' || value === '..') return false
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || code === 0x7f || '/\\?#'.includes(value[i] ?? '')) return false
  }
  return true
}

/** Raw (still encoded) segments of a pathname; undefined for an unusable path. */
export function pathSegments(pathname: string): string[] | undefined {
  const path = pathname.split(/[?#]/u, 1)[0] ?? ''
  if (!path.startsWith('/')) return undefined
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  if (trimmed === '/') return []
  const segments = trimmed.slice(1).split('/')
  return segments.includes('') ? undefined : segments
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/** Decoded rest of the path from `index`, or undefined when a segment does not decode. */
function restFrom(raw: readonly string[], index: number): string | undefined {
  const decoded = raw.slice(index).map(decode)
  return decoded.includes(undefined) ? undefined : decoded.join('/')
}

// Specificity per segment, as find-my-way ranks them: a static segment, then a static prefix
// with a wildcard (oxfam-*), then a parameter, then a plain wildcard.
const STATIC = 4
const PREFIX_WILDCARD = 3
const PARAM = 2
const WILDCARD = 1

export function matchPattern(pattern: string, pathname: string): PatternMatch | undefined {
  const parts = pathSegments(pattern)
  const raw = pathSegments(pathname)
  if (!parts || !raw) return undefined
  const params: PathParams = {}
  const score: number[] = []
  for (const [index, part] of parts.entries()) {
    const last = index === parts.length - 1
    if (last && part.endsWith('*')) {
      const prefix = part.slice(0, -1)
      const first = raw[index] === undefined ? undefined : decode(raw[index])
      if (first === undefined || !first.startsWith(prefix)) return undefined
      const rest = restFrom(raw, index)
      if (rest === undefined) return undefined
      params['*'] = rest.slice(prefix.length)
      score.push(prefix === '' ? WILDCARD : PREFIX_WILDCARD)
      return { params, score }
    }
    const segment = raw[index] === undefined ? undefined : decode(raw[index])
    if (segment === undefined) return undefined
    if (part.startsWith(':')) {
      if (!safeParam(segment)) return undefined
      params[part.slice(1)] = segment
      score.push(PARAM)
    } else if (segment === part) score.push(STATIC)
    else return undefined
  }
  return raw.length === parts.length ? { params, score } : undefined
}

/** Positive when `a` is more specific than `b` (compared segment by segment). */
export function compareScores(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const difference = (a[i] ?? -1) - (b[i] ?? -1)
    if (difference !== 0) return difference
  }
  return 0
}

/** The most specific of `items` whose pattern matches, with its parameters. */
export function bestMatch<T>(
  items: readonly T[],
  patternOf: (item: T) => string,
  pathname: string,
): ({ item: T } & PatternMatch) | undefined {
  let best: ({ item: T } & PatternMatch) | undefined
  for (const item of items) {
    const match = matchPattern(patternOf(item), pathname)
    if (match && (!best || compareScores(match.score, best.score) > 0)) best = { item, ...match }
  }
  return best
}
