/**
 * The environment, validated once at boot. The config type is taken from the schema, never
 * written twice. A bad value stops the process with one line naming the variable.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/external/env.ts
 */
import type { JsonWebKey } from 'node:crypto'
import Type, { type Static } from 'typebox'
import Value from 'typebox/value'
import { DEFAULT_CARELINE_PHONE, DEFAULT_IDENTITY_START_PREFIX } from '../shared/constants/scheme-defaults.ts'
import { SANDBOX_CONNECT_PARTNER, SANDBOX_CONNECT_SECRET } from './connect-partners.ts'
import { loadLocalPreviewKey } from './local-preview-key.ts'
import { loadLocalSecrets } from './local-secrets.ts'

const Url = (description: string) => Type.String({ format: 'uri', pattern: '^https?://', description })
const Optional = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) => Type.Optional(schema)

export const EnvSchema = Type.Object({
  APP_ENV: Type.Union([Type.Literal('local'), Type.Literal('preprod'), Type.Literal('prod')], {
    default: 'local',
    description: 'local | preprod | prod: selects feature switches, country codes and secret handling',
  }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000, description: 'gateway port' }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1', description: 'gateway listen address' }),
  PUBLIC_ORIGIN: Optional(
    Url('origin the browser sees, e.g. https://www.example.co.uk (default http://localhost:PORT)'),
  ),
  DATA_DIR: Type.String({ minLength: 1, default: './data', description: 'PGlite data and local secrets' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info', description: 'pino level' },
  ),
  TRUST_PROXY: Optional(
    Type.String({
      pattern: '^[0-9a-fA-F.:/,\\s]+$',
      description: 'comma-separated proxy IPs or CIDRs; empty trusts none',
    }),
  ),

  SESSION_KEYS: Optional(
    Type.String({
      pattern: '^[A-Za-z0-9+/=_-]{43,44}(,[A-Za-z0-9+/=_-]{43,44})?$',
      description: 'one or two base64 32-byte keys, newest first',
    }),
  ),
  SESSION_IDLE_SECONDS: Type.Integer({ minimum: 60, default: 1800, description: 'idle expiry' }),
  SESSION_ABSOLUTE_SECONDS: Type.Integer({ minimum: 300, default: 43200, description: 'absolute lifetime' }),

  DATABASE_URL: Optional(
    Type.String({
      pattern: '^postgres(ql)?://',
      description: 'PostgreSQL URL; PGlite under DATA_DIR when unset',
    }),
  ),
  PGLITE_SNAPSHOT: Optional(
    Type.String({
      minLength: 1,
      description:
        'a PGlite dump (tar) the embedded store runs from, in memory: nothing is written under DATA_DIR/pglite and nothing survives a restart (test runs, throwaway demos)',
    }),
  ),
  SMTP_URL: Optional(
    Type.String({
      pattern: '^smtps?://',
      description: 'SMTP relay for the outbox (mail catcher); outbox only when unset',
    }),
  ),
  REDIS_URL: Optional(
    Type.String({ pattern: '^rediss?://', description: 'Redis URL for rate limits and single-use records' }),
  ),
  REDIS_KEY_PREFIX: Type.String({
    pattern: '^[A-Za-z0-9:_.-]{1,64}$',
    default: 'loyalty:',
    description: 'prefix of every Redis key, so that several environments can share one Redis',
  }),
  REDIS_BUDGET_MS: Type.Integer({
    minimum: 10,
    maximum: 5000,
    default: 200,
    description: 'longest a request waits for one Redis command; while Redis is down nothing waits',
  }),
  REDIS_FALLBACK_SECONDS: Type.Integer({
    minimum: 0,
    maximum: 3600,
    default: 300,
    description:
      "how long into a Redis outage a session's revocation check relies on this replica's own record; then it is refused (503)",
  }),

  UPSTREAM_PORT: Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: 3001,
    description: 'reference upstream port',
  }),
  UPSTREAM_HOST: Type.String({
    minLength: 1,
    default: '127.0.0.1',
    description: 'reference upstream listen address',
  }),
  REGISTRATION_COMPLETE_MS: Type.Integer({
    minimum: 0,
    maximum: 600000,
    default: 3000,
    description: 'reference upstream: how long a submitted registration takes to complete (ms)',
  }),
  IDENTITY_API_URL: Optional(Url('identity API base URL (default the reference upstream)')),
  MANAGEMENT_API_URL: Optional(Url('management API base URL (default the reference upstream)')),
  OFFERS_API_URL: Optional(Url('offers API base URL (default the reference upstream)')),
  CONTENT_API_URL: Optional(Url('brands, documents and content base URL (default the reference upstream)')),
  UPSTREAM_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    default: 30000,
    description:
      "deadline of one collector request's upstream work, from its arrival: every upstream call it makes, each with its retries (connection, headers and body), ends by then; also the longest any one call takes",
  }),
  UPSTREAM_RETRIES: Type.Integer({
    minimum: 0,
    maximum: 2,
    default: 2,
    description: 'retries for idempotent calls',
  }),

  OIDC_ISSUER: Optional(
    Url('OpenID Connect issuer (default PUBLIC_ORIGIN/oidc, served by the reference upstream)'),
  ),
  OIDC_CLIENT_ID: Type.String({
    minLength: 1,
    default: 'loyalty-web',
    description: 'OpenID Connect client id',
  }),
  OIDC_CLIENT_SECRET: Optional(Type.String({ minLength: 32, description: 'OpenID Connect client secret' })),
  APP_CLIENT_ID: Type.String({
    minLength: 1,
    default: 'loyalty-app',
    description:
      "the scheme's native app: its public OpenID Connect client id, the only client whose access tokens the API accepts as bearer tokens",
  }),

  CAPTCHA_PROVIDER: Type.Union([Type.Literal('altcha')], {
    default: 'altcha',
    description: 'bot check provider',
  }),
  CAPTCHA_HMAC_KEY: Optional(Type.String({ minLength: 32, description: 'ALTCHA challenge signing key' })),
  CAPTCHA_MAX_NUMBER: Type.Integer({ minimum: 1000, default: 100000, description: 'ALTCHA difficulty' }),
  CAPTCHA_EXPIRES_SECONDS: Type.Integer({
    minimum: 10,
    maximum: 300,
    default: 300,
    description: 'challenge lifetime',
  }),

  IDENTITY_START_PREFIX: Type.String({
    pattern: '^(/[a-z0-9-]+)+$',
    default: DEFAULT_IDENTITY_START_PREFIX,
    description: 'registration journey prefix',
  }),
  SCHEME_NAME: Type.String({ minLength: 1, default: 'Nectar', description: "the scheme's name in texts" }),
  CARELINE_PHONE: Type.String({
    minLength: 1,
    default: DEFAULT_CARELINE_PHONE,
    description: 'careline number in help',
  }),
  REMOTE_CONFIG_URL: Optional(Url('remote config JSON that can enable switches')),
  MARKETING_SCRIPT_URL: Optional(
    Url('marketing tag script, added to the page only with marketing consent (cookie group 4)'),
  ),
  PREVIEW_PUBLIC_JWK: Optional(
    Type.String({
      pattern: '^\\{.*\\}$',
      maxLength: 1024,
      description:
        "the content system's EC P-256 public key (JWK JSON) that verifies preview tokens (ES256); local mode generates a pair under DATA_DIR; unset elsewhere, previews are off",
    }),
  ),
  CONNECT_PARTNER_SECRETS: Optional(
    Type.String({
      pattern: '^\\{.*\\}$',
      maxLength: 8192,
      description:
        'JSON object of partner code → secret (32+ characters) with which each connect partner exchanges its connection codes',
    }),
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: Optional(
    Url(
      'OpenTelemetry collector base URL (OTLP over HTTP, e.g. http://jaeger:4318): traces go to its /v1/traces; unset, tracing is off and costs nothing',
    ),
  ),
  METRICS_PORT: Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: 9464,
    description: 'operator port serving Prometheus /metrics (never the public port); 0 turns metrics off',
  }),
  METRICS_HOST: Type.String({
    minLength: 1,
    default: '127.0.0.1',
    description: 'operator metrics listen address',
  }),
  MAX_EVENT_LOOP_DELAY_MS: Type.Integer({
    minimum: 10,
    default: 1000,
    description: 'event-loop delay above which the gateway answers 503 with Retry-After (overload)',
  }),
  SWITCHES_TESTER_KEY: Optional(
    Type.String({
      minLength: 32,
      description:
        'signs tester tokens: forcing switches by URL in preprod and prod needs one; required in prod',
    }),
  ),
})

export type Env = Static<typeof EnvSchema>

/** Secrets: generated once under DATA_DIR in local mode, required in preprod and prod. */
const SECRET_NAMES = ['SESSION_KEYS', 'OIDC_CLIENT_SECRET', 'CAPTCHA_HMAC_KEY'] as const
type SecretName = (typeof SECRET_NAMES)[number]

export type Config = Omit<Env, SecretName> &
  Record<SecretName, string> & {
    PUBLIC_ORIGIN: string
    OIDC_ISSUER: string
    sessionKeys: Buffer[]
    trustProxy: string[]
    secureCookies: boolean
    /** Each connect partner's secret for exchanging connection codes, by partner code. */
    connectPartnerSecrets: Readonly<Record<string, string>>
    /** Verifies preview tokens; undefined when previews are off. */
    previewPublicJwk: JsonWebKey | undefined
  }

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const describe = (schema: object) =>
  (schema as { description?: string }).description ?? 'see docs/configuration.md'

/** Parses `env` (by default process.env); throws ConfigError with one readable line. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const raw = Object.fromEntries(
    Object.keys(EnvSchema.properties)
      .filter((name) => source[name] !== undefined && source[name] !== '')
      .map((name) => [name, source[name]]),
  )
  for (const [name, value] of Object.entries(raw)) {
    // Convert would quietly truncate 3.5 to 3: an integer variable must be written as one.
    const schema = EnvSchema.properties[name as keyof typeof EnvSchema.properties] as { type?: string }
    if (schema.type === 'integer' && !/^-?\d+$/.test(String(value))) {
      throw new ConfigError(`${name}: got ${JSON.stringify(value)}, must be integer (${describe(schema)})`)
    }
  }
  const env = Value.Convert(EnvSchema, Value.Default(EnvSchema, raw))
  const [error] = Value.Errors(EnvSchema, env)
  if (error) {
    const name = error.instancePath.replace(/^\//, '') || String(Object.values(error.params)[0] ?? '')
    const schema = EnvSchema.properties[name as keyof typeof EnvSchema.properties] ?? {}
    const reason =
      error.keyword === 'anyOf' || error.keyword === 'const' ? 'not one of the allowed values' : error.message
    throw new ConfigError(
      `${name}: got ${JSON.stringify(source[name] ?? null)}, ${reason} (${describe(schema)})`,
    )
  }
  const valid = env as Env
  const secrets = resolveSecrets(valid)
  // Not generated like the other secrets: local mode forces switches without a token, and in
  // preprod forcing simply stays off without it. Prod must name it, so that the choice is made.
  if (valid.APP_ENV === 'prod' && !valid.SWITCHES_TESTER_KEY) {
    throw new ConfigError('SWITCHES_TESTER_KEY: missing, required when APP_ENV=prod')
  }
  const publicOrigin = (valid.PUBLIC_ORIGIN ?? `http://localhost:${valid.PORT}`).replace(/\/$/, '')
  return {
    ...valid,
    ...secrets,
    PUBLIC_ORIGIN: publicOrigin,
    OIDC_ISSUER: valid.OIDC_ISSUER ?? `${publicOrigin}/oidc`,
    sessionKeys: secrets.SESSION_KEYS.split(',').map((key) => Buffer.from(key, 'base64')),
    trustProxy: (valid.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    secureCookies: publicOrigin.startsWith('https:'),
    previewPublicJwk: previewKeyOf(valid),
    connectPartnerSecrets: connectSecretsOf(valid),
  }
}

/** Partner secrets as configured; local mode adds the sandbox partner's published test secret. */
function connectSecretsOf(env: Env): Record<string, string> {
  let secrets: Record<string, unknown> = {}
  if (env.CONNECT_PARTNER_SECRETS) {
    try {
      secrets = JSON.parse(env.CONNECT_PARTNER_SECRETS) as Record<string, unknown>
    } catch {
      throw new ConfigError('CONNECT_PARTNER_SECRETS: not JSON (an object of partner code → secret)')
    }
    for (const [code, secret] of Object.entries(secrets))
      if (typeof secret !== 'string' || secret.length < 32)
        throw new ConfigError(`CONNECT_PARTNER_SECRETS: the secret of ${code} must be 32+ characters`)
  }
  const local = env.APP_ENV === 'local' ? { [SANDBOX_CONNECT_PARTNER.code]: SANDBOX_CONNECT_SECRET } : {}
  return { ...local, ...(secrets as Record<string, string>) }
}

/** The public key that verifies previews: as configured (never a private key), or local mode's own. */
function previewKeyOf(env: Env): JsonWebKey | undefined {
  if (!env.PREVIEW_PUBLIC_JWK)
    return env.APP_ENV === 'local' ? loadLocalPreviewKey(env.DATA_DIR).publicJwk : undefined
  let jwk: JsonWebKey
  try {
    jwk = JSON.parse(env.PREVIEW_PUBLIC_JWK) as JsonWebKey
  } catch {
    throw new ConfigError('PREVIEW_PUBLIC_JWK: not JSON (an EC P-256 public JWK)')
  }
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.x !== 'string' || typeof jwk.y !== 'string')
    throw new ConfigError('PREVIEW_PUBLIC_JWK: must be an EC P-256 public JWK (kty EC, crv P-256, x, y)')
  if ('d' in jwk) throw new ConfigError('PREVIEW_PUBLIC_JWK: holds a private key; give the public part only')
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }
}

function resolveSecrets(env: Env): Record<SecretName, string> {
  const missing = SECRET_NAMES.filter((name) => !env[name])
  if (missing.length > 0 && env.APP_ENV !== 'local') {
    throw new ConfigError(`${missing[0]}: missing, required when APP_ENV=${env.APP_ENV}`)
  }
  const generated = missing.length > 0 ? loadLocalSecrets(env.DATA_DIR) : undefined
  return Object.fromEntries(
    SECRET_NAMES.map((name) => [name, env[name] ?? generated?.[name] ?? '']),
  ) as Record<SecretName, string>
}
