/**
 * The solver's pure core, run inside the Web Worker: search the challenge's counter with Web
 * Crypto, then encode challenge and solution as the base64 payload the gateway verifies.
 * @see https://github.com/altcha-org/altcha-lib#solvechallengeoptions-solvechallengeoptions-promisesolution--null
 */
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'

export type SolverRequest = { challenge: Challenge }
export type SolverResponse = { payload: string } | { error: string }

// Shorter than the challenge lifetime (300 s at most), so a found answer is still valid.
export const SOLVE_TIMEOUT_MS = 60_000

export async function solveToPayload(challenge: Challenge, timeout = SOLVE_TIMEOUT_MS): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout })
  if (!solution) throw new Error('The security check took too long.')
  return btoa(JSON.stringify({ challenge, solution }))
}
