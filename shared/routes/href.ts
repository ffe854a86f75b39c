/**
 * Builds a link from a route pattern, always encoding parameter and query values, so no
 * value can add a segment, a query or a fragment.
 * @see https://github.com/alan2207/bulletproof-react/blob/master/apps/react-vite/src/config/paths.ts
 */

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : Path extends `${string}*`
      ? '*'
      : never

type ParamValue = string | number
type QueryValue = string | number | boolean | null | undefined
export type Query = Readonly<Record<string, QueryValue>>

type HrefArgs<Path extends string> = [ParamNames<Path>] extends [never]
  ? [params?: Readonly<Record<string, never>>, query?: Query]
  : [params: Readonly<Record<ParamNames<Path>, ParamValue>>, query?: Query]

const encode = (value: ParamValue | boolean) => encodeURIComponent(String(value))

/** The query string for `query` (with its `?`), or '' when nothing is set. */
export function queryString(query: Query = {}): string {
  const pairs = Object.entries(query)
    .filter(
      (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
    )
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
  return pairs.length > 0 ? `?${pairs.join('&')}` : ''
}

/** A dot segment would climb out of the path even encoded (WHATWG reads %2e%2e as ..). */
function wildcardSegment(segment: string): string {
  if (segment === '' || segment === '.' || segment === '..')
    throw new Error(`href: unsafe wildcard segment ${JSON.stringify(segment)}`)
  return encode(segment)
}

export function href<Path extends string>(path: Path, ...[params, query]: HrefArgs<Path>): string {
  const values: Readonly<Record<string, ParamValue>> = params ?? {}
  const value = (name: string): ParamValue => {
    const found = values[name]
    if (found === undefined || found === '') throw new Error(`href(${path}): missing parameter ${name}`)
    return found
  }
  const segments = path.split('/').map((segment) => {
    if (segment.startsWith(':')) return encode(value(segment.slice(1)))
    // The wildcard may span segments: encode each one, keep the slashes.
    if (segment === '*') return String(value('*')).split('/').map(wildcardSegment).join('/')
    return segment
  })
  return `${segments.join('/')}${queryString(query)}`
}
