/**
 * The one password check of every door (the provider's form, the password login API, and a
 * signed-in collector's current password before a change or a deletion), behind the login budgets: the client address's, then the account's (keyed by collector id, so
 * that card number and e-mail spellings share it; an identifier with no collector has its own,
 * so that a refusal does not tell which accounts exist). A refused attempt still pays for a hash,
 * so its answer takes as long as a check. Step-up and lock are logged as security events.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Authentication_Cheat_Sheet.html#login-throttling
 */
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { verifyPassword } from '../auth/passwords.ts'
import { accountKey, decoyHash } from './accounts.ts'
import { type Clock, createBudgetStore, type LoginBudgetTables } from './login-budget.ts'
import {
  accountLimit,
  addressKey,
  knownDeviceKey,
  LOGIN_POLICY,
  type LoginDoor,
  type LoginPolicy,
} from './login-policy.ts'

/** Whose password is being tried: the collector when one matched, and its budget key. */
export type LoginSubject = {
  key: string
  collector?: { id: string; password_hash: string | null; status: string } | undefined
}

/** `ip` undefined: no trusted hop named the client, so no address budget applies (the caller's own). */
export type LoginTry = { ip: string | undefined; door: LoginDoor; log: FastifyBaseLogger }

export type GuardResult = { accountId: string } | { refused: 'wrong' | 'throttled' }

export type LoginGuardOptions = { now?: Clock; policy?: Partial<LoginPolicy> }

export function createLoginGuard(db: Kysely<LoginBudgetTables>, options: LoginGuardOptions = {}) {
  const policy = { ...LOGIN_POLICY, ...options.policy }
  const store = createBudgetStore(db, options.now)

  const refuse = async (password: string): Promise<GuardResult> => {
    await verifyPassword(await decoyHash(), password)
    return { refused: 'throttled' }
  }

  /** After a failed check: the security events, and the lock's own duration. */
  const afterFailure = async (
    charged: { account: number; address: number },
    key: string,
    attempt: LoginTry,
  ) => {
    const event = { key, door: attempt.door, ip: attempt.ip, failures: charged.account }
    if (charged.account === policy.stepUpAfter)
      attempt.log.warn({ ...event, event: 'login_step_up' }, 'login step-up: a captcha is now needed')
    if (charged.account === policy.lockAfter) {
      await store.holdFor(key, policy.lockMs)
      attempt.log.warn({ ...event, event: 'login_locked' }, 'login locked after too many failures')
    }
    if (attempt.ip !== undefined && charged.address === policy.addressLimit)
      attempt.log.warn(
        { ...event, key: addressKey(attempt.ip), failures: charged.address, event: 'login_address_locked' },
        'login address locked after too many failures',
      )
  }

  async function check(subject: LoginSubject, password: string, attempt: LoginTry): Promise<GuardResult> {
    const address = attempt.ip === undefined ? undefined : addressKey(attempt.ip)
    const addressCount = address ? await store.charge(address, policy.addressLimit, policy.windowMs) : 0
    if (addressCount === undefined) return refuse(password)
    // A known device draws on its own budget: the lock others caused does not refuse it.
    const key = attempt.door === 'known-device' ? knownDeviceKey(subject.key) : subject.key
    const accountCount = await store.charge(key, accountLimit(policy, attempt.door), policy.windowMs)
    if (accountCount === undefined) return refuse(password)
    const { collector } = subject
    const matches = await verifyPassword(collector?.password_hash ?? (await decoyHash()), password)
    if (matches && collector?.password_hash && collector.status === 'active') {
      // The account starts afresh; the address gets back this attempt only, not its failures.
      await store.clear(subject.key)
      await store.clear(knownDeviceKey(subject.key))
      if (address) await store.refund(address)
      return { accountId: collector.id }
    }
    await afterFailure({ account: accountCount, address: addressCount }, key, attempt)
    return { refused: 'wrong' }
  }

  return {
    check,
    /**
     * A signed-in collector's current password, on the account's sign-in budget: guesses through
     * any route that asks for it, from any address, count with sign-in failures and stop together.
     */
    async checkCurrent(
      collector: { id: string; password_hash: string | null },
      password: string,
      attempt: Omit<LoginTry, 'door'>,
    ): Promise<'right' | 'wrong' | 'throttled'> {
      const subject = { key: accountKey(collector.id), collector: { ...collector, status: 'active' } }
      const result = await check(subject, password, { ...attempt, door: 'current' })
      return 'accountId' in result ? 'right' : result.refused
    },
    purge: () => store.purge(),
  }
}

export type LoginGuard = ReturnType<typeof createLoginGuard>
