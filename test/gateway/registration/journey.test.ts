/**
 * Whole journeys over HTTP through the real gateway and reference upstream: personal and business,
 * the e-mailed link opened in a new browser, asynchronous completion, auto-login, and the session
 * cookie under its 3072-byte budget at every step.
 */
import t from 'tap'
import { hasLoginStart } from '../../../server/gateway/routes/api/registration/login-start.ts'
import { mailedLink, PREFIX, pathOf, settledStatus, startProduct } from './helpers.ts'

const product = await startProduct(t)
const COOKIE_BUDGET = 3072

for (const accountType of ['personal', 'business'] as const) {
  t.test(`a whole ${accountType} journey`, async (t) => {
    const email = `${accountType}.journey@example.com`
    const first = product.browser()
    t.same((await first.post('/api/registration/start', { existingCard: 'no' })).body, {
      nextStep: 'enter-email-address',
    })
    const sent = await first.post(
      '/api/registration/email',
      { email, contactByEmail: false },
      await first.captcha(),
    )
    t.same(sent.body, { nextStep: 'check-email', signUpStep: 'DO_EMAIL_CHECK' })
    t.same((await first.post('/api/registration/email/resend')).body, { email })

    // The link works in a new browser session: the journey is restored there.
    const link = await mailedLink(product, email)
    t.match(link, /^http:\/\/localhost:3000\/api\/registration\/confirm\?token=[\w-]{43}$/)
    const browser = product.browser()
    const landed = await browser.get(pathOf(link))
    t.equal(landed.status, 302)
    t.equal(landed.headers.location, `${PREFIX}/choose-an-account`)
    t.match((await browser.get('/api/registration/state')).body, {
      active: true,
      step: 'choose-an-account',
      email,
    })

    const expect = async (
      url: string,
      body: object,
      nextStep: string,
      headers: Record<string, string> = {},
    ) => {
      const reply = await browser.post(url, body, headers)
      t.same([reply.status, reply.body.nextStep], [200, nextStep], url)
      return reply
    }
    if (accountType === 'business') {
      await expect('/api/registration/account-type', { accountType }, 'business-details')
      const lookup = await browser.get('/api/registration/business-lookup')
      t.equal((lookup.body.businessEmployees as unknown[]).length, 9)
      await expect(
        '/api/registration/business-details',
        { name: 'Corner Café', employees: 'B', category: 'cafe' },
        'customer-details',
      )
    } else {
      await expect('/api/registration/account-type', { accountType }, 'customer-details')
    }
    await expect(
      '/api/registration/customer-details',
      { title: 'Ms', firstName: 'Jo', lastName: 'Bloggs', dateOfBirth: '01/02/1990' },
      'address',
    )
    const lookup = await browser.post(
      '/api/registration/address/lookup',
      { building: '10', postcode: 'SW1A 1AA' },
      await browser.captcha(),
    )
    const [address] = lookup.body.addresses as string[][]
    t.ok(address, 'one address found')
    await expect('/api/registration/address', { address }, 'phone-number')
    await expect(
      '/api/registration/phone',
      { memorableName: 'Rex', phoneNumber: '07700 900123', countryCode: 'gb' },
      'create-a-password',
    )
    t.same((await browser.post('/api/registration/password/validate', { password: 'jobloggs' })).body, {
      pwdValidity: 'INVALID',
    })
    t.same((await browser.post('/api/registration/password/validate', { password: 'Str0ng!Pass' })).body, {
      pwdValidity: 'VALID',
    })
    await expect(
      '/api/registration/password',
      { password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass' },
      'terms',
    )
    if (accountType === 'business') {
      await expect(
        '/api/registration/terms',
        { agreed: true, onlineAdvertisingConsent: false },
        'get-business-offers',
      )
      t.same((await browser.post('/api/registration/business-offers', { businessOffersOptIn: true })).body, {
        nextStep: 'success',
        signUpStep: 'DO_LOGIN',
      })
    } else {
      t.same(
        (await browser.post('/api/registration/terms', { agreed: true, onlineAdvertisingConsent: true }))
          .body,
        { nextStep: 'success', signUpStep: 'DO_LOGIN' },
      )
    }
    t.equal(
      (await browser.post('/api/registration/address', { address })).status,
      409,
      'nothing but success after submission',
    )

    const done = await settledStatus(browser)
    t.match(done.body, { signUpStatus: 'COMPLETE', cardNumber: /^[0-9]{11}$/ })
    t.match((await browser.get('/api/registration/state')).body, {
      step: 'success',
      signUpStatus: 'COMPLETE',
      cardNumber: done.body.cardNumber,
    })
    const collector = await product.upstream.db
      .selectFrom('collectors')
      .selectAll()
      .where('card_number', '=', String(done.body.cardNumber))
      .executeTakeFirstOrThrow()
    t.match(collector, { email, first_name: 'Jo', user_type: accountType, password_hash: /^\$argon2id\$/ })

    const login = await browser.post('/api/registration/auto-login')
    if (hasLoginStart(product.gateway)) {
      t.match(login.body, {
        redirectTo: /^\/api\/login\/identity\/start\?login_token=[\w-]{43}&registrationDone=true$/,
        registrationDone: true,
      })
      // The login start sends the browser to the provider, which signs the new collector in with the token.
      const started = await browser.get(String(login.body.redirectTo))
      t.equal(started.status, 302)
      t.match(started.headers.location, /\/oidc\/auth\?.*login_token=/)
    } else {
      t.same(login.body, { redirectTo: `${PREFIX}/login`, registrationDone: true })
    }
    t.equal(
      (await browser.post('/api/registration/auto-login')).status,
      409,
      'the completion token is used once',
    )

    for (const size of [...first.cookieSizes, ...browser.cookieSizes])
      t.ok(size < COOKIE_BUDGET, `Set-Cookie ${size} B`)
  })
}
