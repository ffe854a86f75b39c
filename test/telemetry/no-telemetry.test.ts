/**
 * "No cost when unset": without OTEL_EXPORTER_OTLP_ENDPOINT, a process that builds and serves the
 * gateway and the upstream loads none of the tracing modules (SDK, exporter, @fastify/otel...). The
 * one exception is prom-client's, whose default metrics require the OpenTelemetry API for exemplars:
 * with no SDK registered, that API is a no-op. The same process with the variable set shows that
 * the check sees the tracing modules.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import t from 'tap'

const run = promisify(execFile)
const FIXTURE = join(import.meta.dirname, 'fixtures/loaded-modules.ts')

type Outcome = { answers: number[]; telemetry: Array<{ url: string; from: string }> }

async function loadedModules(endpoint?: string): Promise<Outcome> {
  const dir = mkdtempSync(join(tmpdir(), 'no-telemetry-'))
  try {
    const env = { PATH: process.env.PATH ?? '', ...(endpoint && { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }) }
    const { stdout } = await run(process.execPath, [FIXTURE, dir], { env, timeout: 60_000 })
    return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Outcome
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

// A collector that accepts whatever it is sent, for the traced run.
const collector = createServer((request, response) => {
  request.resume().on('end', () => response.writeHead(200).end('{}'))
})
await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve))
t.teardown(() => new Promise((resolve) => collector.close(resolve)))
const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`

const [untraced, traced] = await Promise.all([loadedModules(), loadedModules(endpoint)])

t.test('without OTEL_EXPORTER_OTLP_ENDPOINT no OpenTelemetry module is loaded', async (t) => {
  t.same(untraced.answers, [200, 200], 'both served a request')
  const entries = untraced.telemetry.filter(({ from }) => !from.includes('/node_modules/prom-client/'))
  t.same(entries, [], 'nothing but prom-client asks for an OpenTelemetry module')
  t.ok(
    untraced.telemetry.every(({ url }) => url.includes('/@opentelemetry/api/')),
    'and prom-client only for the API',
  )
})

t.test('with it, the same check sees them', async (t) => {
  t.same(traced.answers, [200, 200])
  const urls = traced.telemetry.map(({ url }) => url)
  t.ok(
    urls.some((url) => url.includes('/@fastify/otel/')),
    '@fastify/otel',
  )
  t.ok(
    urls.some((url) => url.includes('/@opentelemetry/sdk-trace-node/')),
    'the SDK',
  )
})
