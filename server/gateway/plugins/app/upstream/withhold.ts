/**
 * For calls whose upstream wording the specification never shows the collector (the brands
 * lookup, the temporary card): an upstream 4xx keeps its status and catalogue code, but its text
 * (validation details, SQL, file paths) is replaced by the specification's generic message and
 * goes to the log instead. 5xx answers already carry the default message only.
 */
import { FALLBACK_MESSAGE, UpstreamError } from './errors.ts'
import type { UpstreamLogger } from './rest-client.ts'

export function withholdUpstreamText(error: unknown, log: UpstreamLogger): unknown {
  if (!(error instanceof UpstreamError) || error.status >= 500 || error.message === FALLBACK_MESSAGE) {
    return error
  }
  log.info(
    { upstreamStatus: error.upstreamStatus, errorStatus: error.errorStatus, upstreamMessage: error.message },
    'upstream text withheld',
  )
  return new UpstreamError({
    code: error.code,
    status: error.status,
    message: FALLBACK_MESSAGE,
    upstreamStatus: error.upstreamStatus,
    errorStatus: error.errorStatus,
    cause: error,
  })
}
