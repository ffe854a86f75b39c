import t from 'tap'
import {
  APP_ENV_INDEX,
  isSwitchName,
  parseForcedSwitches,
  SWITCH_NAMES,
  SWITCH_SPEC_NAMES,
} from '../../shared/switches.ts'

t.test('names follow isXxxEnabled and map to the specification', async (t) => {
  for (const name of SWITCH_NAMES) t.match(name, /^is[A-Z][A-Za-z]+Enabled$/u, name)
  t.match(SWITCH_SPEC_NAMES.isSkipCollectorIdEnabled, /skip card/u)
  t.match(SWITCH_SPEC_NAMES.isRedirectToIdentityAfterLogoutEnabled, /logout redirect/u)
  t.strictSame(APP_ENV_INDEX, { local: 0, preprod: 1, prod: 2 })
})

t.test('the force parameter yields known names once each', async (t) => {
  t.strictSame(parseForcedSwitches('isSniperLinkEnabled, isSniperLinkEnabled,nope,,toString'), [
    'isSniperLinkEnabled',
  ])
  t.strictSame(parseForcedSwitches(undefined), [])
  t.strictSame(parseForcedSwitches(null), [])
  t.notOk(isSwitchName('constructor'))
  t.notOk(isSwitchName('__proto__'))
})
