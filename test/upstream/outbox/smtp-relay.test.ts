/**
 * With SMTP_URL set, outbox e-mails are also relayed (the mail catcher); SMS are not, and a relay
 * failure leaves the message in the outbox.
 */
import t from 'tap'
import { createSmtpRelay } from '../../../server/upstream/outbox/smtp-relay.ts'
import { startSmtpSink } from '../helpers/smtp-sink.ts'
import { buildTestUpstream } from '../helpers/upstream.ts'

t.test('the relay hands a message to the SMTP server', async (t) => {
  const sink = await startSmtpSink()
  t.teardown(sink.close)
  const relay = await createSmtpRelay(sink.url, '"Nectar" <no-reply@localhost>')
  t.teardown(relay.close)
  await relay.deliver({
    to: 'alex.taylor@example.com',
    subject: 'Confirm',
    text: 'https://a.example/confirm',
  })
  t.equal(sink.mails.length, 1)
  t.equal(sink.mails[0]?.from, 'MAIL FROM:<no-reply@localhost>')
  t.same(sink.mails[0]?.to, ['RCPT TO:<alex.taylor@example.com>'])
  t.match(sink.mails[0]?.data, /^Subject: Confirm\r$/m)
  t.match(sink.mails[0]?.data, /^https:\/\/a\.example\/confirm\r?$/m)
})

t.test('the outbox relays e-mails, not SMS, and keeps what the relay could not send', async (t) => {
  const sink = await startSmtpSink()
  t.teardown(sink.close)
  const app = await buildTestUpstream(t, { SMTP_URL: sink.url }, { seed: false })

  await app.outbox.send({ to: 'Sam.Patel@example.com', subject: 'Welcome', text: 'Hello Sam' })
  await app.outbox.send({ channel: 'sms', to: '+447700900002', text: 'Your code is 654321' })
  t.same(
    sink.mails.map((mail) => mail.to),
    [['RCPT TO:<sam.patel@example.com>']],
  )
  t.match(sink.mails[0]?.data, /^From: Nectar <no-reply@localhost>\r$/m)

  await sink.close()
  await app.outbox.send({ to: 'sam.patel@example.com', subject: 'Not relayed', text: 'The relay is down' })
  const stored = await app.outbox.list({ to: 'sam.patel@example.com' })
  t.same(
    stored.map((entry) => entry.subject),
    ['Welcome', 'Not relayed'],
  )
})
