/**
 * Shared set-up for the upstream client suites: a fault server, a rest client pointed at it with
 * an injected sleep that records its delays instead of waiting, and a captured pino log.
 */
import { Writable } from 'node:stream'
import pino from 'pino'
import { UpstreamError } from '../../../server/gateway/plugins/app/upstream/errors.ts'
import {
  createRestClient,
  type RestClientOptions,
} from '../../../server/gateway/plugins/app/upstream/rest-client.ts'
import { startFaultServer } from './fault-server.ts'

type Teardown = { teardown: (fn: () => unknown) => void }

/** A stream that keeps what a logger writes, read back as text or as parsed JSON lines. */
export function captureStream() {
  const raw: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString())
      done()
    },
  })
  const lines = () =>
    raw
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
  return { stream, lines, text: () => raw.join('') }
}

export function captureLog() {
  const { stream, lines, text } = captureStream()
  return { log: pino({ level: 'info' }, stream), lines, text }
}

/** The UpstreamError a call ends with; anything else (or success) fails the test. */
export async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof UpstreamError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

export function recordingSleep() {
  const delays: number[] = []
  const sleep = async (ms: number) => {
    delays.push(ms)
  }
  return { delays, sleep }
}

export async function setup(t: Teardown, overrides: Partial<RestClientOptions> = {}) {
  const server = await startFaultServer()
  t.teardown(() => server.close())
  const { delays, sleep } = recordingSleep()
  const logs = captureLog()
  const client = createRestClient({
    name: 'identity',
    baseUrl: server.url,
    timeoutMs: 2000,
    retries: 2,
    log: logs.log,
    sleep,
    random: () => 0.5,
    ...overrides,
  })
  t.teardown(() => client.close())
  return { server, client, delays, logs }
}
