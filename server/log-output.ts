/**
 * Where log lines go: JSON lines on standard output (what a log collector reads), or human-readable
 * lines through pino-pretty when a person watches a terminal in local mode. Pretty printing runs in
 * pino's worker thread, after redaction and masking, so it shows nothing the JSON would not.
 * @see https://github.com/pinojs/pino-pretty#usage-with-pino-transport
 */
import type { TransportSingleOptions } from 'pino'
import type { Config } from '../config/env.ts'

type Terminal = { isTTY?: boolean }

/** `{ transport }` for pino when standard output is a terminal in local mode; `{}` otherwise. */
export function logOutput(
  config: Pick<Config, 'APP_ENV'>,
  stdout: Terminal = process.stdout,
): { transport?: TransportSingleOptions } {
  if (!stdout.isTTY || config.APP_ENV !== 'local') return {}
  return {
    transport: {
      target: 'pino-pretty',
      options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
    },
  }
}
