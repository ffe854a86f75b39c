import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'
import t from 'tap'

const run = promisify(execFile)
const compose = '/usr/bin/docker-compose'
const secrets = { SESSION_KEYS: 'k', OIDC_CLIENT_SECRET: 's', CAPTCHA_HMAC_KEY: 'h' }

t.test('docker-compose.yml validates and has the scaled-out shape', async (t) => {
  if (!existsSync(compose)) {
    if (process.env.CI === 'true') t.fail(`${compose} missing: apt-get install -y docker-compose`)
    else
      console.error(
        'Compose check SKIPPED: docker-compose not found. Install it with: apt-get install -y docker-compose',
      )
    return
  }
  const { stdout } = await run(compose, ['config'], { env: { ...process.env, ...secrets } })
  for (const service of [
    'postgres',
    'redis',
    'mail',
    'upstream',
    'gateway-1',
    'gateway-2',
    'load-balancer',
  ]) {
    t.match(stdout, new RegExp(`^  ${service}:$`, 'm'), `service ${service}`)
  }
  t.match(stdout, /REDIS_URL: redis:\/\/redis:6379/, 'gateways share Redis')
  t.match(
    stdout,
    /DATABASE_URL: postgres:\/\/postgres:loyalty@postgres:5432\/loyalty/,
    'upstream on PostgreSQL',
  )

  const missing = run(compose, ['config', '-q'], { env: { PATH: process.env.PATH } })
  await t.rejects(missing, /SESSION_KEYS/, 'refuses to render without secrets')
})
