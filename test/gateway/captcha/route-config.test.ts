import Fastify from 'fastify'
import t from 'tap'
import { loadConfig } from '../../../config/env.ts'
import captcha, { readRouteCaptcha } from '../../../server/gateway/plugins/app/captcha/captcha.ts'
import singleUseStore from '../../../server/gateway/plugins/app/single-use-store.ts'
import redis from '../../../server/gateway/plugins/external/redis.ts'
import { buildCaptchaApp, CAPTCHA_403, fetchChallenge, solve } from './helpers.ts'

t.test('route config values: true, false, absent and { action } are read; others stop startup', async (t) => {
  t.same(readRouteCaptcha(true, '/a'), {})
  t.equal(readRouteCaptcha(false, '/a'), undefined)
  t.equal(readRouteCaptcha(undefined, '/a'), undefined)
  t.same(readRouteCaptcha({ action: 'login' }, '/a'), { action: 'login' })
  for (const value of [
    'yes',
    1,
    null,
    {},
    { action: '' },
    { action: 'log in' },
    { action: 'login', extra: 1 },
  ]) {
    t.throws(() => readRouteCaptcha(value, '/a'), {
      message: `route /a: config.captcha must be true, false or { action: string }, got ${JSON.stringify(value)}`,
    })
  }
})

t.test('a route with an unknown captcha value makes the gateway fail to start', async (t) => {
  const app = Fastify()
  t.teardown(() => app.close())
  app.decorate('config', loadConfig({ DATA_DIR: t.testdir() }))
  await app.register(redis)
  await app.register(singleUseStore)
  await app.register(captcha)
  app.register(async (child) => {
    child.post('/x', { config: { captcha: 'yes' as unknown as true } }, async () => ({}))
  })
  await t.rejects(
    async () => {
      await app.ready()
    },
    {
      message: 'route /x: config.captcha must be true, false or { action: string }, got "yes"',
    },
  )
})

t.test(
  'the captcha check runs before the route’s own preHandlers, on routes that ask for it only',
  async (t) => {
    const { app } = await buildCaptchaApp(t)
    const ran: string[] = []
    await app.register(async (child) => {
      child.post(
        '/own-prehandler',
        { config: { captcha: { action: 'login' } }, preHandler: async () => void ran.push('own') },
        async () => ({ done: true }),
      )
      child.post('/open', { config: { captcha: false } }, async () => ({ open: true }))
    })
    const refused = await app.inject({ method: 'POST', url: '/own-prehandler' })
    t.equal(refused.statusCode, 403)
    t.same(refused.json(), CAPTCHA_403)
    t.same(ran, [], 'the route’s preHandler did not run')

    const payload = await solve(await fetchChallenge(app))
    const accepted = await app.inject({
      method: 'POST',
      url: '/own-prehandler',
      headers: { 'x-captcha': payload },
    })
    t.equal(accepted.statusCode, 200)
    t.same(ran, ['own'])

    const open = await app.inject({ method: 'POST', url: '/open' })
    t.equal(open.statusCode, 200)
  },
)
