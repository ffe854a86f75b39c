import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { ConfigError, loadConfig } from '../../config/env.ts'

const KEY_A = Buffer.alloc(32, 1).toString('base64')
const KEY_B = Buffer.alloc(32, 2).toString('base64')
const PROD_SECRETS = {
  SESSION_KEYS: KEY_A,
  OIDC_CLIENT_SECRET: 'c'.repeat(32),
  CAPTCHA_HMAC_KEY: 'h'.repeat(32),
  SWITCHES_TESTER_KEY: 't'.repeat(32),
}

t.test('defaults', async (t) => {
  const config = loadConfig({ DATA_DIR: t.testdir() })
  t.match(config, {
    APP_ENV: 'local',
    PORT: 3000,
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: 'http://localhost:3000',
    OIDC_ISSUER: 'http://localhost:3000/oidc',
    OIDC_CLIENT_ID: 'loyalty-web',
    LOG_LEVEL: 'info',
    SESSION_IDLE_SECONDS: 1800,
    SESSION_ABSOLUTE_SECONDS: 43200,
    UPSTREAM_PORT: 3001,
    UPSTREAM_TIMEOUT_MS: 30000,
    UPSTREAM_RETRIES: 2,
    CAPTCHA_PROVIDER: 'altcha',
    CAPTCHA_EXPIRES_SECONDS: 300,
    IDENTITY_START_PREFIX: '/id/start',
    SCHEME_NAME: 'Nectar',
    CARELINE_PHONE: '0345 600 0011',
    METRICS_PORT: 9464,
    METRICS_HOST: '127.0.0.1',
    MAX_EVENT_LOOP_DELAY_MS: 1000,
    trustProxy: [],
    secureCookies: false,
  })
  t.equal(config.DATABASE_URL, undefined)
  t.equal(config.REDIS_URL, undefined)
  t.equal(config.OTEL_EXPORTER_OTLP_ENDPOINT, undefined, 'tracing is off unless asked for')
  t.equal(config.sessionKeys.length, 1)
  t.equal(config.sessionKeys[0]?.length, 32)
})

t.test('values are converted and derived', async (t) => {
  const config = loadConfig({
    DATA_DIR: t.testdir(),
    PORT: '8080',
    PUBLIC_ORIGIN: 'https://www.example.co.uk/',
    TRUST_PROXY: '10.0.0.1, 192.168.0.0/16',
    SESSION_KEYS: `${KEY_A},${KEY_B}`,
    UPSTREAM_RETRIES: '0',
    HOST: '',
  })
  t.equal(config.PORT, 8080)
  t.equal(config.HOST, '127.0.0.1', 'an empty value counts as unset')
  t.equal(config.PUBLIC_ORIGIN, 'https://www.example.co.uk')
  t.equal(config.OIDC_ISSUER, 'https://www.example.co.uk/oidc')
  t.equal(config.secureCookies, true)
  t.strictSame(config.trustProxy, ['10.0.0.1', '192.168.0.0/16'])
  t.strictSame(
    config.sessionKeys.map((key) => key.toString('base64')),
    [KEY_A, KEY_B],
  )
  t.equal(config.UPSTREAM_RETRIES, 0)
})

t.test('each bad value stops with one line naming the variable', async (t) => {
  const bad: [string, string][] = [
    ['APP_ENV', 'staging'],
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PUBLIC_ORIGIN', 'ftp://example.com'],
    ['PUBLIC_ORIGIN', 'localhost:3000'],
    ['LOG_LEVEL', 'verbose'],
    ['TRUST_PROXY', 'proxy.example.com'],
    ['SESSION_KEYS', 'short'],
    ['SESSION_KEYS', `${KEY_A},${KEY_B},${KEY_A}`],
    ['SESSION_IDLE_SECONDS', '10'],
    ['SESSION_ABSOLUTE_SECONDS', '100'],
    ['DATABASE_URL', 'mysql://db/test'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['REDIS_KEY_PREFIX', 'has space'],
    ['UPSTREAM_PORT', '99999'],
    ['IDENTITY_API_URL', 'not a url'],
    ['MANAGEMENT_API_URL', 'ftp://example.com'],
    ['OFFERS_API_URL', 'example.com'],
    ['CONTENT_API_URL', 'javascript:alert(1)'],
    ['UPSTREAM_TIMEOUT_MS', '5'],
    ['UPSTREAM_RETRIES', '3'],
    ['OIDC_ISSUER', 'issuer'],
    ['OIDC_CLIENT_SECRET', 'short'],
    ['CAPTCHA_PROVIDER', 'recaptcha'],
    ['CAPTCHA_HMAC_KEY', 'short'],
    ['CAPTCHA_MAX_NUMBER', '10'],
    ['CAPTCHA_EXPIRES_SECONDS', '301'],
    ['IDENTITY_START_PREFIX', 'id/start'],
    ['IDENTITY_START_PREFIX', '/ID/Start'],
    ['IDENTITY_START_PREFIX', '/id/start/'],
    ['REMOTE_CONFIG_URL', 'file:///etc/passwd'],
    ['MARKETING_SCRIPT_URL', 'javascript:alert(1)'],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'grpc://collector:4317'],
    ['METRICS_PORT', '70000'],
    ['MAX_EVENT_LOOP_DELAY_MS', '0'],
  ]
  const dir = t.testdir()
  for (const [name, value] of bad) {
    try {
      loadConfig({ DATA_DIR: dir, [name]: value })
      t.fail(`${name}=${value} was accepted`)
    } catch (error) {
      t.type(error, ConfigError, `${name}=${value}`)
      const message = (error as Error).message
      t.ok(message.startsWith(`${name}: got ${JSON.stringify(value)}, `), `${name}=${value}: ${message}`)
      t.notMatch(message, /\n/u, `${name}: one line`)
    }
  }
})

t.test('a fractional integer is refused rather than truncated', async (t) => {
  t.throws(() => loadConfig({ DATA_DIR: t.testdir(), PORT: '3.5' }), {
    message: /^PORT: got "3.5", must be integer/,
  })
})

t.test('an identity-start prefix with an empty segment is refused', async (t) => {
  t.throws(() => loadConfig({ DATA_DIR: t.testdir(), IDENTITY_START_PREFIX: '/id//start' }), {
    message: /^IDENTITY_START_PREFIX: got "\/id\/\/start", /,
  })
})

t.test('preprod and prod need every secret; nothing is generated there', async (t) => {
  const root = t.testdir()
  for (const APP_ENV of ['preprod', 'prod']) {
    const dir = join(root, APP_ENV)
    t.throws(() => loadConfig({ DATA_DIR: dir, APP_ENV }), {
      name: 'ConfigError',
      message: `SESSION_KEYS: missing, required when APP_ENV=${APP_ENV}`,
    })
    t.throws(() => loadConfig({ DATA_DIR: dir, APP_ENV, ...PROD_SECRETS, CAPTCHA_HMAC_KEY: undefined }), {
      message: `CAPTCHA_HMAC_KEY: missing, required when APP_ENV=${APP_ENV}`,
    })
    if (APP_ENV === 'prod') {
      t.throws(
        () => loadConfig({ DATA_DIR: dir, APP_ENV, ...PROD_SECRETS, SWITCHES_TESTER_KEY: undefined }),
        {
          message: 'SWITCHES_TESTER_KEY: missing, required when APP_ENV=prod',
        },
      )
    } else {
      const preprod = loadConfig({ DATA_DIR: dir, APP_ENV, ...PROD_SECRETS, SWITCHES_TESTER_KEY: undefined })
      t.equal(preprod.SWITCHES_TESTER_KEY, undefined, 'preprod runs without it: no forcing by URL there')
    }
    t.throws(() => statSync(join(dir, 'secrets.json')), { code: 'ENOENT' }, 'no secrets file written')
    const config = loadConfig({ DATA_DIR: dir, APP_ENV, ...PROD_SECRETS })
    t.equal(config.OIDC_CLIENT_SECRET, PROD_SECRETS.OIDC_CLIENT_SECRET)
  }
})

t.test('local secrets are generated once, kept private, and reused', async (t) => {
  // One testdir per test (a second call would empty the first), two data directories in it.
  const root = t.testdir()
  const dir = join(root, 'a')
  const first = loadConfig({ DATA_DIR: dir })
  const file = join(dir, 'secrets.json')
  t.equal(statSync(file).mode & 0o777, 0o600)
  const second = loadConfig({ DATA_DIR: dir })
  for (const name of ['SESSION_KEYS', 'OIDC_CLIENT_SECRET', 'CAPTCHA_HMAC_KEY'] as const) {
    t.equal(second[name], first[name], `${name} reused`)
    t.ok(first[name].length >= 32, `${name} is long enough`)
  }
  t.strictSame(JSON.parse(readFileSync(file, 'utf8')).SESSION_KEYS, first.SESSION_KEYS)
  const other = loadConfig({ DATA_DIR: join(root, 'b') })
  t.not(other.SESSION_KEYS, first.SESSION_KEYS, 'another data directory gets its own')
  const given = loadConfig({ DATA_DIR: dir, OIDC_CLIENT_SECRET: 'g'.repeat(32) })
  t.equal(given.OIDC_CLIENT_SECRET, 'g'.repeat(32), 'a given secret wins over the generated one')
  t.equal(given.SESSION_KEYS, first.SESSION_KEYS)
})
