import t from 'tap'
import { evaluateSwitches, honouredForcedSwitches, SWITCHES } from '../../config/switches.ts'
import { APP_ENVS, SWITCH_NAMES } from '../../shared/switches.ts'

/** Routes specification §6, with "on in two, off in the third" read as off in prod. */
const EXPECTED = {
  isChatBotEnabled: [false, false, false],
  isHotelsLogoutEnabled: [true, true, false],
  isSimilarBrandsEnabled: [true, true, false],
  isDigitalWeekEnabled: [true, true, false],
  isDeviceIdEnabled: [true, true, false],
  isCampaignPageEnabled: [true, true, false],
  isDigitalReceiptsEnabled: [true, true, false],
  isMaintenanceEnabled: [false, false, false],
  isPicksEnabled: [false, false, false],
  isCmsEnabled: [false, false, false],
  isQueenPassingEnabled: [false, false, false],
  isKeyTagStockEnabled: [false, false, false],
  isSkipCollectorIdEnabled: [true, true, true],
  isWaysToSpendEnabled: [true, true, true],
  isNewFeedbackEnabled: [true, true, true],
  isRedirectToIdentityAfterLogoutEnabled: [true, true, true],
  isDeleteAccountEnabled: [true, true, true],
  isBusinessEnabled: [true, true, true],
  isSniperLinkEnabled: [true, true, true],
}

t.test('values per environment are exactly §6', async (t) => {
  t.strictSame(Object.keys(SWITCHES).sort(), Object.keys(EXPECTED).sort())
  APP_ENVS.forEach((env, index) => {
    const values = evaluateSwitches(env)
    for (const name of SWITCH_NAMES) t.equal(values[name], EXPECTED[name][index], `${env} ${name}`)
  })
})

t.test(
  'production snapshot (CFG-1): only what §6 turns on, nothing forced or remote by default',
  async (t) => {
    t.strictSame(evaluateSwitches('prod'), {
      isChatBotEnabled: false,
      isHotelsLogoutEnabled: false,
      isSimilarBrandsEnabled: false,
      isDigitalWeekEnabled: false,
      isDeviceIdEnabled: false,
      isCampaignPageEnabled: false,
      isDigitalReceiptsEnabled: false,
      isMaintenanceEnabled: false,
      isPicksEnabled: false,
      isCmsEnabled: false,
      isQueenPassingEnabled: false,
      isKeyTagStockEnabled: false,
      isSkipCollectorIdEnabled: true,
      isWaysToSpendEnabled: true,
      isNewFeedbackEnabled: true,
      isRedirectToIdentityAfterLogoutEnabled: true,
      isDeleteAccountEnabled: true,
      isBusinessEnabled: true,
      isSniperLinkEnabled: true,
    })
  },
)

t.test('only display switches are forceable, and forcing touches nothing else', async (t) => {
  const forceable = SWITCH_NAMES.filter((name) => SWITCHES[name].forceable).sort()
  t.strictSame(forceable, [
    'isCampaignPageEnabled',
    'isDigitalWeekEnabled',
    'isQueenPassingEnabled',
    'isSimilarBrandsEnabled',
    'isSniperLinkEnabled',
    'isWaysToSpendEnabled',
  ])
  const forcedAll = evaluateSwitches('prod', { force: SWITCH_NAMES.join(',') })
  for (const name of SWITCH_NAMES) {
    const expected = SWITCHES[name].forceable || evaluateSwitches('prod')[name]
    t.equal(forcedAll[name], expected, `forcing all in prod: ${name}`)
  }
  t.equal(evaluateSwitches('prod', { force: ' isDigitalWeekEnabled ,nope' }).isDigitalWeekEnabled, true)
  t.equal(evaluateSwitches('prod', { force: 'isMaintenanceEnabled' }).isMaintenanceEnabled, false)
  t.equal(evaluateSwitches('prod', { force: 'isDeviceIdEnabled' }).isDeviceIdEnabled, false)
  t.equal(evaluateSwitches('prod', { force: '' }).isDigitalWeekEnabled, false)
  t.equal(evaluateSwitches('prod', { force: null }).isDigitalWeekEnabled, false)
})

t.test('remote config can only turn a switch on, and only with a real true', async (t) => {
  t.equal(evaluateSwitches('prod', { remote: { isMaintenanceEnabled: true } }).isMaintenanceEnabled, true)
  for (const value of ['true', 1, {}, null, undefined]) {
    t.equal(evaluateSwitches('prod', { remote: { isMaintenanceEnabled: value } }).isMaintenanceEnabled, false)
  }
  t.equal(evaluateSwitches('prod', { remote: { isBusinessEnabled: false } }).isBusinessEnabled, true)
  t.equal(evaluateSwitches('prod', { remote: { __proto__: true } as never }).isChatBotEnabled, false)
})

t.test('pure: the same input gives the same output and unknown environments throw', async (t) => {
  t.strictSame(evaluateSwitches('preprod'), evaluateSwitches('preprod'))
  t.throws(() => evaluateSwitches('staging' as never), /unknown APP_ENV "staging"/u)
})

t.test('outside prod any switch but maintenance may be forced, forceable or not', async (t) => {
  for (const env of ['local', 'preprod'] as const) {
    const values = evaluateSwitches(env, { force: 'isMaintenanceEnabled,isChatBotEnabled' })
    t.equal(values.isMaintenanceEnabled, false, `${env}: maintenance is never forced`)
    t.equal(values.isChatBotEnabled, true, env)
    t.equal(values.isPicksEnabled, false, env)
  }
  t.strictSame(honouredForcedSwitches('prod', ['isMaintenanceEnabled', 'isSniperLinkEnabled']), [
    'isSniperLinkEnabled',
  ])
  t.strictSame(honouredForcedSwitches('local', ['isMaintenanceEnabled', 'isPicksEnabled']), [
    'isPicksEnabled',
  ])
})

t.test('issue 14: the maintenance switch is never forceable, in any environment', async (t) => {
  t.equal(SWITCHES.isMaintenanceEnabled.neverForced, true)
  for (const env of APP_ENVS) {
    t.strictSame(honouredForcedSwitches(env, ['isMaintenanceEnabled']), [], env)
    t.equal(evaluateSwitches(env, { force: 'isMaintenanceEnabled' }).isMaintenanceEnabled, false, env)
    const remote = evaluateSwitches(env, { remote: { isMaintenanceEnabled: true } })
    t.equal(remote.isMaintenanceEnabled, true, `${env}: the remote config still turns it on`)
  }
})
