import t from 'tap'
import { isAllowedRedirect, REDIRECT_ALLOWLIST, redirectAllowlist } from '../../config/redirect-allowlist.ts'
import { APP_ENVS } from '../../shared/switches.ts'

t.test('every entry is a plain https origin and path, parsed once', async (t) => {
  for (const env of APP_ENVS) {
    const parsed = redirectAllowlist(env)
    t.equal(parsed.length, REDIRECT_ALLOWLIST[env].length, env)
    for (const entry of parsed) t.match(entry.origin, /^https:\/\/[a-z0-9.-]+$/u, `${env} ${entry.origin}`)
  }
})

t.test('production allows the scheme and partner hosts, not test hosts', async (t) => {
  const prod = redirectAllowlist('prod')
  t.equal(
    isAllowedRedirect('https://hotels.nectar.com/booking/1', prod),
    'https://hotels.nectar.com/booking/1',
  )
  t.equal(
    isAllowedRedirect('https://www.argos.co.uk/nectar/link', prod),
    'https://www.argos.co.uk/nectar/link',
  )
  t.equal(isAllowedRedirect('https://www.argos.co.uk/basket', prod), undefined, 'outside the partner path')
  t.equal(isAllowedRedirect('https://hotels.nectar.com.evil.example/', prod), undefined)
  t.equal(isAllowedRedirect('https://hotels.example.test/', prod), undefined)
  t.equal(isAllowedRedirect('https://hotels.preprod.nectar.com/', prod), undefined)
})

t.test('pre-production and local add their own hosts on top', async (t) => {
  t.ok(isAllowedRedirect('https://hotels.preprod.nectar.com/', redirectAllowlist('preprod')))
  t.notOk(isAllowedRedirect('https://hotels.example.test/', redirectAllowlist('preprod')))
  t.ok(isAllowedRedirect('https://hotels.example.test/', redirectAllowlist('local')))
  t.ok(isAllowedRedirect('https://partner.example.test/return/x', redirectAllowlist('local')))
  for (const entry of REDIRECT_ALLOWLIST.prod) t.ok(REDIRECT_ALLOWLIST.preprod.includes(entry), entry)
})
