/**
 * The login budgets' numbers, one place for both doors (the provider's form and the password
 * login API). Per account, whatever the address, spelling or door:
 * - `stepUpAfter` failed checks in a window: a captcha is needed from then on. The password login
 *   API carries the gateway's verified captcha on every call; the provider's form cannot, so it
 *   refuses the account until the window ends.
 * - `lockAfter` failed checks: every door refuses, even the right password, for `lockMs`.
 * Per client address, across accounts (password spraying): `addressLimit` failures a window.
 * A success clears the account's count; the address keeps its count of failures.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Authentication_Cheat_Sheet.html#account-lockout
 */

export type LoginPolicy = {
  windowMs: number
  stepUpAfter: number
  lockAfter: number
  lockMs: number
  addressLimit: number
}

export const LOGIN_POLICY: LoginPolicy = {
  windowMs: 15 * 60_000,
  stepUpAfter: 5,
  lockAfter: 10,
  lockMs: 15 * 60_000,
  addressLimit: 30,
}

/**
 * The door a password arrives through; only the API's calls carry a verified captcha. `current`:
 * a signed-in collector confirming their current password (a change, a deletion), no captcha.
 * `known-device`: the API from a browser the gateway has proven signed in to the account before;
 * it has a budget of its own (`knownDeviceKey`), so others' failures never lock it out.
 */
export type LoginDoor = 'form' | 'api' | 'current' | 'known-device'

/** How many checks an account may have had for this door to run one more. */
export const accountLimit = (policy: LoginPolicy, door: LoginDoor) =>
  door === 'api' || door === 'known-device' ? policy.lockAfter : policy.stepUpAfter

/** The budget of an account's known devices, apart from the one everyone else draws on. */
export const knownDeviceKey = (accountKey: string) => `${accountKey}:known-device`

/**
 * One budget per client address: IPv4 as it is, IPv6 by its /64 (one subscriber's usual
 * allocation, as the gateway's rate limits group them), IPv4-mapped IPv6 as IPv4.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return `address:${mapped[1]}`
  if (!ip.includes(':')) return `address:${ip}`
  const [head = '', tail] = ip.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `address:${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
