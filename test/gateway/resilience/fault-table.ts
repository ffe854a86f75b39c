/**
 * What the collector sees when an upstream call of each route family meets each fault: the data
 * the fault matrix suite asserts cell by cell (the help screen's part in test/browser/fault-matrix), and the table of docs/resilience.md rendered from it
 * (`node test/gateway/resilience/fault-table.ts` prints the table).
 */
import { FAQ_LOAD_FAILED } from '../../../shared/contract/help.ts'
import { DEFAULT_ERROR } from '../../../shared/validation/messages.ts'
import { FAULTS, type Fault } from './fault-proxy.ts'

/** One cell: the gateway's answer, and how many upstream calls met the fault (1 = not retried). */
export type Seen = {
  status: number
  /** The answer's `code`; absent for an answer that is not an error body. */
  code?: string
  /** The answer's `message`, shown to the collector. */
  message?: string
  calls: number
  /** What else the collector sees, in the words of docs/resilience.md. */
  note?: string
}

export type FamilyName =
  | 'registration'
  | 'login'
  | 'session'
  | 'offers'
  | 'brands'
  | 'vouchers'
  | 'activity'
  | 'account'
  | 'self-service'
  | 'content'

export type FamilyRow = {
  family: FamilyName
  /** The representative gateway call, and the upstream call that meets the fault. */
  call: string
  upstream: { method: string; path: string }
  /** The polled call for "slow polling", when the family has one. */
  polled?: { call: string; upstream: { method: string; path: string } }
  /** What holds for every fault of the family, in the words of docs/resilience.md. */
  note?: string
  seen: Record<Fault, Seen | undefined>
}

const DEFAULT = { message: DEFAULT_ERROR }
const timeout: Seen = { status: 504, code: 'GATEWAY_TIMEOUT', ...DEFAULT, calls: 1 }
const badGateway = (calls: number): Seen => ({ status: 502, code: 'BAD_GATEWAY', ...DEFAULT, calls })

/**
 * A call over the upstream client: a deadline is not repeated (the budget is spent), a reset and
 * 502/503/504 are, for idempotent calls only (PRX-3), a 500 never (the upstream ran it). Every
 * attempt and wait comes out of one budget, so the collector's answer never waits for more.
 */
function clientCall(idempotent: boolean): Record<Fault, Seen | undefined> {
  const repeated = idempotent ? 3 : 1
  return {
    delay: timeout,
    reset: { status: 503, code: 'SERVICE_UNAVAILABLE', ...DEFAULT, calls: repeated },
    '500': badGateway(1),
    '502': badGateway(repeated),
    '503': badGateway(repeated),
    '504': badGateway(repeated),
    // Answered once, retried, and the retry cut short by the call's one budget.
    'late-503': idempotent ? { ...timeout, calls: 2 } : badGateway(1),
    'malformed-json': badGateway(1),
    'contract-mismatch': badGateway(1),
    'slow-polling': undefined,
  }
}

const STEP_KEPT = 'after every fault the journey is still on its step, and the step sent again goes on'
const LOGGED_OUT = 'the logout goes on: the collector is signed out whatever the upstream does'
const BODY_UNREAD = 'accepted (a 2xx answer, whose body is not read)'
const PASSED_THROUGH = `passed on as it came (documents are forwarded, not parsed); the help screen shows "${FAQ_LOAD_FAILED}"`
const POLL_LIMIT = 'FAILED, sent to /register-failed'

export const FAMILIES: readonly FamilyRow[] = [
  {
    family: 'registration',
    call: 'POST /api/registration/phone',
    upstream: { method: 'POST', path: '/progressive/phone-check' },
    polled: { call: 'GET /api/registration/status', upstream: { method: 'POST', path: '/sign-up/status' } },
    note: STEP_KEPT,
    seen: {
      ...clientCall(false),
      'slow-polling': {
        status: 200,
        message: 'Registration is taking longer than expected',
        calls: 30,
        note: POLL_LIMIT,
      },
    },
  },
  {
    family: 'login',
    call: 'POST /api/login/card-check',
    upstream: { method: 'POST', path: '/progressive/card-check' },
    seen: clientCall(false),
  },
  {
    family: 'session',
    call: 'POST /api/session/logout',
    upstream: { method: 'DELETE', path: '/session' },
    note: LOGGED_OUT,
    seen: {
      ...mapCells(clientCall(true), (cell) => ({ status: 200, calls: cell.calls })),
      'slow-polling': undefined,
    },
  },
  {
    family: 'offers',
    call: 'GET /api/offers',
    upstream: { method: 'GET', path: '/offers' },
    seen: clientCall(true),
  },
  {
    family: 'brands',
    call: 'GET /api/brands?keys=argos',
    upstream: { method: 'GET', path: '/brands' },
    seen: clientCall(true),
  },
  {
    family: 'vouchers',
    call: 'GET /api/vouchers',
    upstream: { method: 'GET', path: '/vouchers' },
    seen: clientCall(true),
  },
  {
    family: 'activity',
    call: 'GET /api/activity/transactions',
    upstream: { method: 'GET', path: '/transactions' },
    seen: clientCall(true),
  },
  {
    family: 'account',
    call: 'GET /api/account/details',
    upstream: { method: 'GET', path: '/customer/refresh' },
    seen: clientCall(true),
  },
  {
    family: 'self-service',
    call: 'POST /api/self-service/password-reset',
    upstream: { method: 'POST', path: '/credentials/password/reset' },
    seen: {
      ...clientCall(false),
      // The upstream's 2xx is the whole answer: its body is never read.
      'malformed-json': { status: 202, calls: 1, note: BODY_UNREAD },
      'contract-mismatch': { status: 202, calls: 1, note: BODY_UNREAD },
    },
  },
  {
    family: 'content',
    call: 'GET /documents-api/faqs.json',
    upstream: { method: 'GET', path: '/documents-api/faqs.json' },
    seen: {
      ...clientCall(true),
      reset: badGateway(3),
      // Documents are forwarded, not parsed: the screen that reads one judges it.
      'malformed-json': { status: 200, calls: 1, note: PASSED_THROUGH },
      'contract-mismatch': { status: 200, calls: 1, note: PASSED_THROUGH },
    },
  },
]

function mapCells(
  cells: Record<Fault, Seen | undefined>,
  change: (cell: Seen) => Seen,
): Record<Fault, Seen | undefined> {
  return Object.fromEntries(
    Object.entries(cells).map(([fault, cell]) => [fault, cell && change(cell)]),
  ) as Record<Fault, Seen | undefined>
}

const FAULT_LABELS: Record<Fault, string> = {
  delay: 'delay past the timeout',
  reset: 'connection reset',
  '500': '500',
  '502': '502',
  '503': '503',
  '504': '504',
  'late-503': '503 after half the deadline',
  'malformed-json': 'malformed JSON',
  'contract-mismatch': 'body not matching the contract',
  'slow-polling': 'slow polling (always pending)',
}

const LEGEND = [
  `D: the specification's default message, "${DEFAULT_ERROR}".`,
  '×n: the upstream call was made n times (×3: once and two retries); otherwise once.',
].join(' ')

/** A cell as docs/resilience.md shows it: status, code, the message by its key, the upstream calls. */
function cellText(cell: Seen | undefined): string {
  if (!cell) return '— (no polled call)'
  const message = cell.message === DEFAULT_ERROR ? 'D' : cell.message ? `"${cell.message}"` : ''
  const head = [String(cell.status), cell.code, message].filter(Boolean).join(' ')
  const calls = cell.calls === 1 ? '' : ` ×${cell.calls}`
  return `${head}${calls}${cell.note ? `; ${cell.note}` : ''}`
}

/** The table of docs/resilience.md: one row per family, one column per fault. */
export function renderTable(): string {
  const header = ['family (call)', ...FAULTS.map((fault) => FAULT_LABELS[fault])]
  const rows = FAMILIES.map((row) => [
    [
      `**${row.family}** \`${row.call}\``,
      row.polled ? `, polled: \`${row.polled.call}\`` : '',
      row.note ? `: ${row.note}` : '',
    ].join(''),
    ...FAULTS.map((fault) => cellText(row.seen[fault])),
  ])
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line), '', LEGEND].join('\n')
}

if (import.meta.main) console.log(renderTable())
