import t from 'tap'
import {
  BRANDING,
  DIALLING_CODES,
  IDENTITY_HOSTS,
  identityHost,
  MOBILE_COUNTRY_CODES,
  PRIMARY_COUNTRY_CODE,
} from '../../config/branding.ts'
import { APP_ENVS } from '../../shared/switches.ts'

t.test('branding defaults', async (t) => {
  t.strictSame(BRANDING, {
    schemeName: 'Nectar',
    cardPrefix: '98263000',
    carelinePhone: '0345 600 0011',
    faqUrl: '/help',
  })
})

t.test('identity hosts differ between production and the rest', async (t) => {
  t.equal(identityHost('prod'), IDENTITY_HOSTS.prod)
  t.equal(identityHost('preprod'), IDENTITY_HOSTS.nonProd)
  t.equal(identityHost('local'), IDENTITY_HOSTS.nonProd)
  t.not(IDENTITY_HOSTS.prod, IDENTITY_HOSTS.nonProd)
})

t.test('mobile country codes: gb first, a longer list in preprod than prod', async (t) => {
  t.equal(PRIMARY_COUNTRY_CODE, 'gb')
  for (const env of APP_ENVS) {
    t.equal(MOBILE_COUNTRY_CODES[env][0], 'gb', env)
    for (const code of MOBILE_COUNTRY_CODES[env])
      t.match(DIALLING_CODES[code], /^\+[0-9]+$/u, `${env} ${code}`)
  }
  t.ok(MOBILE_COUNTRY_CODES.preprod.length > MOBILE_COUNTRY_CODES.prod.length)
  for (const code of MOBILE_COUNTRY_CODES.prod) t.ok(MOBILE_COUNTRY_CODES.preprod.includes(code), code)
})
