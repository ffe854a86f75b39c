/**
 * `npm run tester-token -- [hours]`: prints a tester token for forcing switches by URL in preprod
 * or prod, signed with SWITCHES_TESTER_KEY from the environment (default 8 hours, at most a week).
 * Add it to a link as `?switches=isPicksEnabled&switchesToken=<token>`.
 */
import { mintTesterToken, TESTER_TOKEN_MAX_SECONDS } from './gateway/plugins/app/switches/tester-token.ts'

const key = process.env.SWITCHES_TESTER_KEY
const hours = Number(process.argv[2] ?? 8)
if (!key || key.length < 32) {
  console.error('SWITCHES_TESTER_KEY: missing or shorter than 32 characters')
  process.exit(1)
}
if (!(hours > 0 && hours * 3600 <= TESTER_TOKEN_MAX_SECONDS)) {
  console.error(`hours: between 0 and ${TESTER_TOKEN_MAX_SECONDS / 3600}`)
  process.exit(1)
}
console.log(mintTesterToken(key, Date.now() + hours * 3_600_000))
