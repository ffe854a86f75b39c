/**
 * A span per database query, for PGlite (which no instrumentation knows) and PostgreSQL alike:
 * Kysely reports each query once it settles, with its duration, in the caller's async context, so
 * the span is opened back-dated under the request's span and closed at once. The statement text is
 * Kysely's parameterised SQL (values travel as parameters, never in the text); a failure records
 * only the database's error code, since PostgreSQL messages can quote the values.
 * @see https://kysely.dev/docs/recipes/logging
 */
import { context, SpanKind, SpanStatusCode, type Tracer } from '@opentelemetry/api'
import type { LogEvent } from 'kysely'

/** The statement's first keyword (SELECT, INSERT...): a low-cardinality span name. */
const operationOf = (sql: string) => /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY'

export function querySpans(tracer: Tracer) {
  return (event: LogEvent): void => {
    const end = performance.timeOrigin + performance.now()
    const operation = operationOf(event.query.sql)
    const span = tracer.startSpan(
      `db ${operation}`,
      {
        kind: SpanKind.CLIENT,
        startTime: end - event.queryDurationMillis,
        attributes: {
          'db.system.name': 'postgresql',
          'db.operation.name': operation,
          'db.query.text': event.query.sql,
        },
      },
      context.active(),
    )
    if (event.level === 'error') {
      const code = (event.error as { code?: unknown } | undefined)?.code
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: typeof code === 'string' ? code : 'query failed',
      })
    }
    span.end(end)
  }
}
