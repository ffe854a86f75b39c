/**
 * The mailbox pages exist only in local mode.
 */
import t from 'tap'
import { buildTestUpstream, TEST_SECRETS } from '../helpers/upstream.ts'

for (const APP_ENV of ['prod', 'preprod']) {
  t.test(`/dev/mailbox and /dev/mailbox.json are absent when APP_ENV=${APP_ENV}`, async (t) => {
    const app = await buildTestUpstream(
      t,
      { APP_ENV, PUBLIC_ORIGIN: 'https://www.example.co.uk', ...TEST_SECRETS },
      { seed: false },
    )
    await app.outbox.send({
      to: 'alex.taylor@example.com',
      subject: 'Secret',
      text: 'https://a.example/token',
    })
    for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox.json?to=alex.taylor@example.com']) {
      const response = await app.inject(url)
      t.equal(response.statusCode, 404, url)
      t.same(response.json(), { code: 'NOT_FOUND', message: `GET ${url.split('?')[0]} not found` })
    }
  })
}
