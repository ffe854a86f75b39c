/**
 * The routes that read the store, checked on a started upstream whose sandbox is seeded: the
 * outbox and mailbox, documents, logos, address lookup, /healthz, and a failing store last.
 * Run by the storage suite on each store.
 */
import type { Test } from 'tap'
import type { Upstream } from '../../../server/upstream/server.ts'

export function checkRoutesOverStore(t: Test, second: Upstream) {
  t.test('outbox messages appear in /dev/mailbox.json, newest last, with their links', async (t) => {
    await second.outbox.send({
      to: 'Sam.Patel@example.com',
      subject: 'Confirm your e-mail address',
      text: 'Hello Sam,\nconfirm here: https://localhost:3000/confirm?token=abc123.\nThanks',
    })
    await second.outbox.send({ channel: 'sms', to: '+447700900001', text: 'Your code is 123456', links: [] })
    await second.outbox.send({
      to: 'sam.patel@example.com',
      subject: 'Second',
      text: 'No link',
      links: ['https://a.example/x'],
    })

    const response = await second.inject('/dev/mailbox.json?to=SAM.PATEL@example.com')
    t.equal(response.statusCode, 200)
    const body = response.json<Array<{ sentAt: string; text: string; links: string[]; headers: object }>>()
    // Every e-mail ends with its unsubscribe footer (two links) and carries List-Unsubscribe headers.
    t.same(
      body.map(({ sentAt: _sentAt, text, links, headers, ...rest }) => ({
        ...rest,
        text: text.split('\n\n--\n')[0],
        links: links.slice(0, -2),
        footerLinks: links.slice(-2).map((link) => new URL(link).pathname),
        headers: Object.keys(headers),
      })),
      [
        {
          channel: 'email',
          to: 'sam.patel@example.com',
          subject: 'Confirm your e-mail address',
          text: 'Hello Sam,\nconfirm here: https://localhost:3000/confirm?token=abc123.\nThanks',
          links: ['https://localhost:3000/confirm?token=abc123'],
          footerLinks: ['/emails/unsubscribe', '/account/comms'],
          headers: ['List-Unsubscribe', 'List-Unsubscribe-Post'],
        },
        {
          channel: 'email',
          to: 'sam.patel@example.com',
          subject: 'Second',
          text: 'No link',
          links: ['https://a.example/x'],
          footerLinks: ['/emails/unsubscribe', '/account/comms'],
          headers: ['List-Unsubscribe', 'List-Unsubscribe-Post'],
        },
      ],
    )
    for (const { sentAt } of body) t.ok(!Number.isNaN(Date.parse(sentAt)), `sentAt ${sentAt} is a date`)

    const all = (await second.inject('/dev/mailbox.json')).json<Array<{ to: string; text: string }>>()
    t.same(
      all.map(({ to }) => to),
      ['sam.patel@example.com', '+447700900001', 'sam.patel@example.com'],
    )
  })

  t.test('the mailbox page escapes what a message holds', async (t) => {
    await second.outbox.send({
      to: 'mallory@example.com',
      subject: '<script>alert(1)</script>',
      text: '<img src=x onerror=alert(2)> & "quotes"',
      links: ['javascript:alert(3)', 'https://a.example/reset?token=1&next=/x'],
    })
    const response = await second.inject('/dev/mailbox?to=mallory@example.com')
    t.equal(response.statusCode, 200)
    t.equal(response.headers['content-type'], 'text/html; charset=utf-8')
    t.equal(response.headers['content-security-policy'], "default-src 'none'; style-src 'unsafe-inline'")
    t.notMatch(response.body, /<script>|<img/)
    t.match(response.body, '<h2 id="message-0">&lt;script&gt;alert(1)&lt;/script&gt;</h2>')
    t.match(response.body, '<pre>&lt;img src=x onerror=alert(2)&gt; &amp; &quot;quotes&quot;\n')
    t.match(response.body, '<li>javascript:alert(3)</li>')
    t.notMatch(response.body, 'href="javascript:')
    t.match(
      response.body,
      '<a href="https://a.example/reset?token=1&amp;next=/x">https://a.example/reset?token=1&amp;next=/x</a>',
    )
    t.match(response.body, '<title>Mailbox (1)</title>')
  })

  t.test('documents are served with their content type', async (t) => {
    const policy = await second.inject('/documents-api/registration/privacy-policy-short.html')
    t.equal(policy.statusCode, 200)
    t.equal(policy.headers['content-type'], 'text/html; charset=utf-8')
    t.match(policy.body, /^<h2>Your privacy<\/h2>\n<p>We use your details to run your Nectar account/)

    const offers = await second.inject('/documents-api/registration/businessOffersPage.json')
    t.equal(offers.headers['content-type'], 'application/json; charset=utf-8')
    t.same(offers.json(), {
      description:
        'Run a business? Get Nectar offers picked for businesses, on top of the points you already collect. We will send them to the e-mail address on your account.',
    })

    const faqs = (await second.inject('/documents-api/faqs.json')).json<
      Array<{ title: string; questions: unknown[] }>
    >()
    t.same(
      faqs.map(({ title }) => title),
      [
        'Collecting points',
        'Spending points',
        'Your digital card',
        'Offers',
        'Vouchers',
        'Your account',
        'Signing in and security',
        'Your card',
      ],
    )
    t.ok(faqs.reduce((sum, topic) => sum + topic.questions.length, 0) >= 60, 'at least 60 questions')
    t.same(faqs[1]?.questions[1], {
      question: 'Can I spend points online?',
      answer: 'Yes, at any partner[QUOTE]s website that shows the spend badge.',
    })

    const missing = await second.inject('/documents-api/registration/nope.json')
    t.equal(missing.statusCode, 404)
    t.same(missing.json(), { code: 'NOT_FOUND', message: 'No document named registration/nope.json' })
  })

  t.test('brand logos are served as SVG', async (t) => {
    const logo = await second.inject('/content/logos/british-airways.svg')
    t.equal(logo.statusCode, 200)
    t.equal(logo.headers['content-type'], 'image/svg+xml')
    t.match(logo.body, '<title>British Airways</title>')
    t.match(logo.body, '>BA</text>')
    const missing = await second.inject('/content/logos/no-such-brand.svg')
    t.equal(missing.statusCode, 404)
    t.same(missing.json(), { code: 'NOT_FOUND', message: 'No brand no-such-brand' })
  })

  t.test('address lookup answers the sandbox postcodes', async (t) => {
    const lookup = (building: string, postcode: string) =>
      second.inject({ method: 'POST', url: '/address/lookup', payload: { building, postcode } })
    const palace = { addresses: [['Buckingham Palace', 'London', 'SW1A 1AA']] }
    t.same((await lookup('10', 'SW1A 1AA')).json(), palace, 'SW1A 1AA, any property: one')
    t.same((await lookup('Flat 99', 'sw1a1aa')).json(), palace, 'spacing and case do not matter')
    const several = (await lookup('1', 'EC1A 1BB')).json<{ addresses: string[][] }>()
    t.same(
      several.addresses.map((lines) => lines[0]),
      [
        'Flat 1, Postal House',
        'Flat 2, Postal House',
        'Flat 3, Postal House',
        'Flat 4, Postal House',
        'Flat 5, Postal House',
      ],
    )
    t.same((await lookup('1', 'ZZ99 9ZZ')).json(), { addresses: [] })
    t.same((await lookup('3', 'LS1 4DY')).json(), { addresses: [['3 Park Row', 'Leeds', 'LS1 4DY']] })
    t.equal((await lookup('', 'LS1 4DY')).json<{ addresses: unknown[] }>().addresses.length, 6)

    const failing = await lookup('1', 'XX1 1XX')
    t.equal(failing.statusCode, 500)
    t.same(failing.json(), { code: 'SERVER_ERROR', message: 'Could not find address' })

    const invalid = await second.inject({
      method: 'POST',
      url: '/address/lookup',
      payload: { building: '1' },
    })
    t.equal(invalid.statusCode, 400)
    t.same(invalid.json(), {
      code: 'VALIDATION_ERROR',
      message: "body must have required property 'postcode'",
    })
  })

  t.test('/healthz answers ok when the store answers', async (t) => {
    const response = await second.inject('/healthz')
    t.equal(response.statusCode, 200)
    t.same(response.json(), { status: 'ok' })
  })

  t.test('when the store fails: /healthz says unavailable, other routes a generic 500', async (t) => {
    await second.db.destroy()
    const health = await second.inject('/healthz')
    t.equal(health.statusCode, 503)
    t.same(health.json(), { status: 'unavailable' })
    const document = await second.inject('/documents-api/faqs.json')
    t.equal(document.statusCode, 500)
    t.same(document.json(), { code: 'SERVER_ERROR', message: 'Something went wrong' })
  })
}
