/**
 * Password hashing with argon2id, memory-hard. The parameters are OWASP's first argon2id
 * configuration (19 MiB, 2 passes, 1 lane): strong, and about 20 ms a hash on one core.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#argon2id
 */
import { type Algorithm, hash, verify } from '@node-rs/argon2'

/** `Algorithm.Argon2id`: the package declares an ambient const enum, which type stripping cannot inline. */
const argon2id: Algorithm = 2
const options = { algorithm: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

/** Returns a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) with a random salt. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options)
}

/** True when `plain` matches; false for a wrong password or a malformed hash, never throws. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain)
  } catch {
    return false
  }
}
