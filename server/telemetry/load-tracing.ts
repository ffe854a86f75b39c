/**
 * The one door to tracing: with OTEL_EXPORTER_OTLP_ENDPOINT unset it returns nothing and no
 * OpenTelemetry module is ever loaded (the import below is dynamic), so an untraced process pays
 * nothing for it, neither at start nor per request.
 * @see https://opentelemetry.io/docs/languages/sdk-configuration/otlp-exporter/
 */
import type { Config } from '../../config/env.ts'
import type { TracedService, Tracing } from './tracing.ts'

export type { Tracing } from './tracing.ts'

export async function loadTracing(
  config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT'>,
  service: TracedService,
): Promise<Tracing | undefined> {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT
  if (!endpoint) return undefined
  const { startTracing } = await import('./tracing.ts')
  return startTracing({ service, endpoint })
}
