/**
 * Start-up failures as one line for the person starting the process: which variable, what went
 * wrong, what to do. `server/main.ts` prints the line on stderr and exits 1; never a stack trace.
 * The places that start something (listen, the store, Redis) throw a StartupFailure with the line;
 * anything else is described here from the error alone.
 */
import { resolve, sep } from 'node:path'

/** A failure already phrased for the person starting the process. */
export class StartupFailure extends Error {
  override name = 'StartupFailure'
}

type ErrnoLike = Error & { code?: unknown; path?: unknown; errors?: unknown }

/** The error and its causes (and an AggregateError's errors), outermost first. */
function* chainOf(error: unknown): Generator<ErrnoLike> {
  const seen = new Set<unknown>()
  const queue = [error]
  while (queue.length > 0) {
    const next = queue.shift()
    if (!(next instanceof Error) || seen.has(next)) continue
    seen.add(next)
    yield next
    queue.push(next.cause)
    const { errors } = next as ErrnoLike
    if (Array.isArray(errors)) queue.push(...errors)
  }
}

function codeOf(error: unknown, codes: Record<string, unknown>): string | undefined {
  for (const link of chainOf(error)) {
    if (typeof link.code === 'string' && link.code in codes) return link.code
  }
  return undefined
}

/** Socket errors that mean "nothing reachable answered there". */
const UNREACHABLE: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ETIMEDOUT: 'timed out',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ECONNRESET: 'connection reset',
}

/** The same, said by pg and ioredis in a message without a code. */
const UNREACHABLE_MESSAGES: Array<[RegExp, string]> = [
  [/^(timeout exceeded when trying to connect|Connection terminated due to connection timeout)/, 'timed out'],
  [/^(Connection terminated unexpectedly|Connection is closed)/, 'connection closed'],
]

/** Why `error` (or one of its causes) says the service could not be reached, if it does. */
function unreachableReason(error: unknown): string | undefined {
  const code = codeOf(error, UNREACHABLE)
  if (code) return UNREACHABLE[code]
  for (const link of chainOf(error)) {
    const known = UNREACHABLE_MESSAGES.find(([pattern]) => pattern.test(link.message))
    if (known) return known[1]
  }
  return undefined
}

/** The host and port of a service URL, never its user or password. */
function addressOf(url: string, defaultPort: number): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || defaultPort}`
  } catch {
    return '(unreadable URL)'
  }
}

const oneLine = (text: string) => text.split('\n', 1)[0]?.trim() ?? ''

type Setting = [name: string, value: string | number]

const LISTEN: Record<string, (port: Setting, host: Setting) => string> = {
  EADDRINUSE: ([name, port]) =>
    `${name} ${port} is in use: stop the other process or set ${name} to a free port`,
  EACCES: ([name, port]) =>
    `${name} ${port} needs privileges this process does not have: set ${name} to 1024 or above`,
  EADDRNOTAVAIL: (_port, [name, host]) =>
    `${name} ${host} is not an address of this machine: set ${name} to one of its addresses (127.0.0.1, or 0.0.0.0 for all)`,
  ENOTFOUND: (_port, [name, host]) =>
    `${name} ${host} cannot be resolved: set ${name} to an address of this machine (127.0.0.1, or 0.0.0.0 for all)`,
}

/**
 * A failed listen, named by its variables: `listenFailure(error, ['PORT', 3000], ['HOST', '127.0.0.1'])`
 * gives "PORT 3000 is in use: stop the other process or set PORT to a free port". Other errors are
 * returned as they were.
 */
export function listenFailure(error: unknown, port: Setting, host: Setting): unknown {
  const describe = LISTEN[codeOf(error, LISTEN) ?? '']
  return describe ? new StartupFailure(describe(port, host), { cause: error }) : error
}

type Service = { variable: string; url: string; defaultPort: number; start: string; unset: string }

const SERVICES = {
  DATABASE_URL: {
    defaultPort: 5432,
    start: 'start PostgreSQL',
    unset: 'unset DATABASE_URL to use the embedded store',
  },
  REDIS_URL: {
    defaultPort: 6379,
    start: 'start Redis',
    unset: 'unset REDIS_URL to keep rate limits and single-use records in memory',
  },
} as const

/** PostgreSQL's refusals of a login (SQLSTATE class 28, a missing database) and Redis's. */
const REFUSED_LOGIN = /^(28|3D000$)|^(NOAUTH|WRONGPASS|NOPERM)/

/**
 * A service that could not be reached at start-up: "DATABASE_URL: cannot connect to
 * 127.0.0.1:5433 (connection refused): start PostgreSQL or unset DATABASE_URL to use the embedded
 * store". Errors of another kind (a failing migration) are returned as they were.
 */
export function connectFailure(error: unknown, variable: keyof typeof SERVICES, url: string): unknown {
  const service: Service = { variable, url, ...SERVICES[variable] }
  const address = addressOf(url, service.defaultPort)
  const reason = unreachableReason(error)
  if (reason) {
    return new StartupFailure(
      `${variable}: cannot connect to ${address} (${reason}): ${service.start} or ${service.unset}`,
      { cause: error },
    )
  }
  for (const link of chainOf(error)) {
    const refused =
      (typeof link.code === 'string' && REFUSED_LOGIN.test(link.code)) || REFUSED_LOGIN.test(link.message)
    if (refused) {
      return new StartupFailure(
        `${variable}: ${address} refused the login (${oneLine(link.message)}): check the user, password and database in ${variable}`,
        { cause: error },
      )
    }
  }
  return error
}

/**
 * Like connectFailure, for a start-up step where any error is the service's: one that is not a
 * refused connection or login still names the variable ("REDIS_URL: 10.0.0.5:6379 did not answer
 * as expected (…): check that REDIS_URL names the service").
 */
export function serviceFailure(error: unknown, variable: keyof typeof SERVICES, url: string): StartupFailure {
  const known = connectFailure(error, variable, url)
  if (known instanceof StartupFailure) return known
  const message = error instanceof Error ? error.message : String(error)
  const service = variable === 'REDIS_URL' ? 'Redis' : 'PostgreSQL'
  return new StartupFailure(
    `${variable}: ${addressOf(url, SERVICES[variable].defaultPort)} did not answer as ${service} (${oneLine(message)}): check that ${variable} names a ${service} server`,
    { cause: error },
  )
}

/** File-system errors that mean "this directory cannot be written", and what to do about each. */
const UNWRITABLE: Record<string, [reason: string, fix: string]> = {
  EACCES: ['permission denied', 'give this user write access to it'],
  EPERM: ['operation not permitted', 'give this user write access to it'],
  EROFS: ['read-only file system', 'mount it writable'],
  ENOTDIR: ['a file is in the way', 'move the file away'],
  EEXIST: ['a file is in the way', 'move the file away'],
  ENOSPC: ['no space left on the device', 'free some space'],
  EDQUOT: ['disk quota exceeded', 'free some space'],
}

/** "DATA_DIR ./data is not writable (permission denied): …" when the error is about DATA_DIR. */
function dataDirFailure(error: unknown, dataDir: string): StartupFailure | undefined {
  const root = resolve(dataDir)
  for (const link of chainOf(error)) {
    const unwritable = typeof link.code === 'string' ? UNWRITABLE[link.code] : undefined
    if (!unwritable || typeof link.path !== 'string') continue
    // The directory, a file in it, or a parent that could not be created.
    const path = resolve(link.path)
    if (path !== root && !path.startsWith(root + sep) && !root.startsWith(path + sep)) continue
    const [reason, fix] = unwritable
    return new StartupFailure(
      `DATA_DIR ${dataDir} is not writable (${reason}): ${fix} or set DATA_DIR to a writable directory`,
      { cause: error },
    )
  }
  return undefined
}

/**
 * The one line for any start-up error: a StartupFailure's own line, DATA_DIR's, or an unexpected
 * error's first line with a hint. `dataDir` is DATA_DIR as given (the configuration may not have loaded).
 */
export function describeStartupFailure(error: unknown, dataDir: string): string {
  for (const link of chainOf(error)) {
    if (link instanceof StartupFailure) return link.message
  }
  const dataDirLine = dataDirFailure(error, dataDir)
  if (dataDirLine) return dataDirLine.message
  const message = error instanceof Error ? oneLine(error.message) || error.name : oneLine(String(error))
  return `Start-up failed: ${message} (set LOG_LEVEL=debug to see where)`
}
