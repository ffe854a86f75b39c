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
    'jaeger',
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

  // The gateways redirect pages on another host than PUBLIC_ORIGIN's: the load balancer must pass
  // the public Host on (Caddy's default) and be a trusted proxy, or every page would loop.
  t.notMatch(stdout, /change-host-header/, 'the load balancer keeps the Host header')
  t.match(stdout, /PUBLIC_ORIGIN: http:\/\/localhost:8080/, 'PUBLIC_ORIGIN is the load balancer address')
  t.match(stdout, /- 8080:8080|published: "?8080"?/, 'the load balancer listens on 8080')
  t.match(stdout, /TRUST_PROXY: 172\.28\.0\.10/, 'the gateways trust the load balancer')
  t.match(stdout, /ipv4_address: 172\.28\.0\.10/, 'at that address')

  // Traces from the gateways and the upstream go to the collector; metrics stay inside the network.
  t.equal(stdout.match(/OTEL_EXPORTER_OTLP_ENDPOINT: http:\/\/jaeger:4318/g)?.length, 3, 'every part traces')
  t.notMatch(stdout, /9464:9464|published: "?9464"?/, 'the metrics port is not published')

  // A part that exits is started again, and the gateways wait for Redis to answer.
  for (const service of ['postgres', 'redis', 'upstream', 'gateway-1', 'gateway-2']) {
    const block = new RegExp(`^  ${service}:$([\\s\\S]*?)(?=^  \\S)`, 'm').exec(stdout)?.[1] ?? ''
    t.match(block, /restart: unless-stopped/, `${service} restarts unless stopped`)
  }
  t.match(stdout, /redis:\n\s+condition: service_healthy/, 'the gateways wait for a healthy Redis')

  const missing = run(compose, ['config', '-q'], { env: { PATH: process.env.PATH } })
  await t.rejects(missing, /SESSION_KEYS/, 'refuses to render without secrets')
})
