/**
 * The CPU a signed-in request spends on its log lines at the info level: the request's child
 * logger and its three lines ('incoming request', 'upstream call', 'request completed'), written
 * to /dev/null with the gateway's logger options (`loggerOptions`, redaction included) and, side by
 * side in the same run, with pino's defaults (no redaction, no serializers of ours). Microseconds
 * per request, and the ratio.
 */
import pino from 'pino'
import { loggerOptions } from '../server/gateway/plugins/external/logger.ts'
import { median } from './passthrough-pair.ts'

/** What Fastify's request serializer reads of a request (a class instance, as the real one is). */
class RequestLike {
  method = 'GET'
  url = '/api/offers'
  host = 'www.loyalty.test'
  ip = '203.0.113.7'
  socket = { remotePort: 52_114 }
}

function writeRequestLines(log: pino.Logger) {
  const request = log.child({ reqId: 'c2f1f1a6-8d7e-4a53-9f7e-1c3d2b1a0f9e' })
  request.info({ req: new RequestLike() }, 'incoming request')
  request.info(
    { upstream: 'offers', method: 'GET', path: '/offers?type=ALL', attempt: 1, status: 200, ms: 12 },
    'upstream call',
  )
  request.info({ res: { statusCode: 200 }, responseTime: 14.2 }, 'request completed')
}

/** Microseconds per request over `requests` requests, the median of `rounds` rounds. */
function perRequest(log: pino.Logger, requests: number, rounds: number) {
  const figures: number[] = []
  for (let round = 0; round <= rounds; round += 1) {
    const started = process.cpuUsage()
    for (let count = 0; count < requests; count += 1) writeRequestLines(log)
    const used = process.cpuUsage(started)
    // Round 0 warms the JIT compiler up.
    if (round > 0) figures.push((used.user + used.system) / requests)
  }
  return median(figures)
}

export function benchLogLines({ requests = 50_000, rounds = 5 } = {}) {
  const destination = pino.destination({ dest: '/dev/null', sync: true })
  const options = loggerOptions({ LOG_LEVEL: 'info' } as Parameters<typeof loggerOptions>[0])
  const gateway = pino(options, destination)
  const plain = pino({ level: 'info' }, destination)
  const figures = { gateway: 0, plain: 0 }
  // Alternating, so that the machine's other load falls on both alike.
  for (let turn = 0; turn < 2; turn += 1) {
    figures.gateway += perRequest(gateway, requests, rounds) / 2
    figures.plain += perRequest(plain, requests, rounds) / 2
  }
  return {
    call: "a request's child logger and its three info lines, to /dev/null",
    gatewayMicrosecondsPerRequest: Number(figures.gateway.toFixed(1)),
    plainPinoMicrosecondsPerRequest: Number(figures.plain.toFixed(1)),
    ratio: Number((figures.gateway / figures.plain).toFixed(2)),
    method: `${requests} requests a round, median of ${rounds} rounds after a warm-up, twice, alternating`,
  }
}

if (import.meta.main) console.log(JSON.stringify(benchLogLines(), null, 2))
