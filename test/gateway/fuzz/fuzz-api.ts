/**
 * Sends `runs` generated hostile requests (arbitraries.ts) across every `/api` operation of the
 * gateway's OpenAPI document, through `inject`, and judges every answer (verdict.ts). Counts the
 * answers per status, per operation family and per kind of body; keeps every broken answer.
 */
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { sameOriginHeaders } from '../../helpers/gateway.ts'
import { anyRequest, type FuzzRequest } from './arbitraries.ts'
import { apiOperations } from './operations.ts'
import { verdict } from './verdict.ts'

export type FuzzOptions = {
  gateway: FastifyInstance
  /** A fresh signed-in session cookie (`name=value`); called again when a request ends the session. */
  signIn: () => Promise<string>
  seed: number
  runs: number
}

type Failure = { request: string; status: number; problems: string[]; body: string }

export type FuzzReport = {
  seed: number
  runs: number
  operations: number
  perStatus: Record<string, number>
  perFamily: Record<string, Record<string, number>>
  perBodyKind: Record<string, Record<string, number>>
  failures: Failure[]
  signIns: number
}

function bump(counts: Record<string, number>, status: string): void
function bump(counts: Record<string, Record<string, number>>, group: string, status: string): void
function bump(counts: Record<string, unknown>, key: string, status?: string) {
  if (status === undefined) {
    counts[key] = ((counts[key] as number | undefined) ?? 0) + 1
    return
  }
  const group = (counts[key] as Record<string, number> | undefined) ?? {}
  counts[key] = group
  group[status] = (group[status] ?? 0) + 1
}

/** A distinct client address per request: rate limits key on it, so each request is judged on its content. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

const polluted = () => {
  const probe = {} as Record<string, unknown>
  return probe.polluted !== undefined || probe.isAdmin !== undefined
}

/** The request without its megabytes: enough to replay it by hand. */
function describe(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? ''
      : Buffer.isBuffer(request.payload)
        ? ` bytes ${request.payload.toString('hex').slice(0, 120)}`
        : ` ${request.payload.length > 300 ? `${request.payload.slice(0, 300)}… (${request.payload.length} chars)` : request.payload}`
  const auth = request.signedIn
    ? 'signed in'
    : `signed out${request.forgedCookie ? ` (${request.forgedCookie} cookie)` : ''}`
  return `${request.method} ${request.url.slice(0, 300)} [${auth}, ${request.csrf ? 'CSRF headers' : 'no CSRF headers'}, ${request.bodyKind}] ${JSON.stringify(request.headers).slice(0, 300)}${payload}`
}

export async function fuzzApi({ gateway, signIn, seed, runs }: FuzzOptions): Promise<FuzzReport> {
  const operations = apiOperations(gateway)
  const origin = sameOriginHeaders(gateway.config)
  let cookie = await signIn()
  let signIns = 1
  const report: FuzzReport = {
    seed,
    runs,
    operations: operations.length,
    perStatus: {},
    perFamily: {},
    perBodyKind: {},
    failures: [],
    signIns,
  }
  let sent = 0

  const cookieFor = (request: FuzzRequest) => {
    if (request.signedIn) return cookie
    const [name = '', value = ''] = cookie.split('=')
    if (request.forgedCookie === 'garbage') return `${name}=${'A'.repeat(value.length)}`
    if (request.forgedCookie === 'tampered') {
      const at = Math.floor(value.length / 2)
      return `${name}=${value.slice(0, at)}${value[at] === 'A' ? 'B' : 'A'}${value.slice(at + 1)}`
    }
    return undefined
  }

  const send = async (request: FuzzRequest) => {
    const sessionCookie = cookieFor(request)
    const headers = {
      ...request.headers,
      ...(request.csrf ? origin : {}),
      ...(sessionCookie ? { cookie: sessionCookie } : {}),
    }
    const response = await gateway.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      remoteAddress: addressOf(sent++),
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    })
    const location = response.headers.location
    const answer = {
      status: response.statusCode,
      body: response.body,
      ...(typeof location === 'string' ? { location } : {}),
    }
    const sentText = `${request.url}\n${JSON.stringify(headers)}\n${
      Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : (request.payload ?? '')
    }`
    const problems = verdict(answer, sentText, cookie.split('=')[1])
    if (polluted()) problems.push('Object.prototype was polluted')
    const status = String(response.statusCode)
    bump(report.perStatus, status)
    bump(report.perFamily, request.operation.family, status)
    bump(report.perBodyKind, request.bodyKind, status)
    if (problems.length > 0)
      report.failures.push({
        request: describe(request),
        status: response.statusCode,
        problems,
        body: response.body.slice(0, 500),
      })
    // Logout (or a deleted account) ends the session: sign in again so that later requests are signed in.
    if (request.signedIn && (response.headers['clear-site-data'] || response.statusCode === 401)) {
      const check = await gateway.inject({ method: 'GET', url: '/api/session', headers: { cookie } })
      if (!(check.json() as { signedIn?: boolean }).signedIn) {
        cookie = await signIn()
        signIns += 1
      }
    }
  }

  await fc.assert(
    fc.asyncProperty(anyRequest(operations), async (request) => {
      await send(request)
      return true
    }),
    { seed, numRuns: runs },
  )
  report.signIns = signIns
  return report
}
