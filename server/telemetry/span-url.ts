/**
 * URLs as they may appear on a span, which leaves the process for the collector like a log line:
 * query values replaced by `*` (they carry codes, tokens and e-mail addresses), card numbers and
 * token path segments masked as in the logs.
 */
import { maskUrl } from '../../shared/log-masking.ts'

export function spanPath(pathAndQuery: string): string {
  const mark = pathAndQuery.indexOf('?')
  const path = maskUrl(mark === -1 ? pathAndQuery : pathAndQuery.slice(0, mark))
  if (mark === -1) return path
  const keys = [...new URLSearchParams(pathAndQuery.slice(mark + 1)).keys()]
  return keys.length > 0 ? `${path}?${keys.map((key) => `${encodeURIComponent(key)}=*`).join('&')}` : path
}

/** The query part of `spanPath`: `?a=*&b=*`, or '' without one. */
export function spanQuery(pathAndQuery: string): string {
  const masked = spanPath(pathAndQuery)
  const mark = masked.indexOf('?')
  return mark === -1 ? '' : masked.slice(mark)
}
