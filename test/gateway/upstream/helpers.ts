/**
 * Shared set-up for the upstream client suites: a fault server, a rest client pointed at it with
 * an injected sleep that records its delays instead of waiting, and a captured pino log.
 */
import { Writable } from 'node:stream'
import pino from 'pino'
import {
  createRestClient,
  type RestClientOptions,
} from '../../../server/gateway/plugins/app/upstream/rest-client.ts'
import { startFaultServer } from './fault-server.ts'

type Teardown = { teardown: (fn: () => unknown) => void }

export function captureLog() {
  const raw: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString())
      done()
    },
  })
  const log = pino({ level: 'info' }, stream)
  const lines = () =>
    raw
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
  return { log, lines, text: () => raw.join('') }
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
