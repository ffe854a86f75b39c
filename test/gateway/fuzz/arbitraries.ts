/**
 * fast-check arbitraries of hostile requests to one `/api` operation: a value valid for the
 * operation's schema, then mutated (wrong types, missing and extra fields, `__proto__` and
 * `constructor` keys), deep nesting, 1 MB strings, invalid JSON, invalid UTF-8 bytes, wrong
 * content types, odd query strings, path parameters and headers.
 * @see https://fast-check.dev/docs/core-blocks/arbitraries/
 */
import fc from 'fast-check'
import { type JsonSchema, type Operation, OUTSIDE_API } from './operations.ts'

export type FuzzRequest = {
  operation: Operation
  method: string
  url: string
  /** Headers besides the session cookie and the same-origin (CSRF) headers. */
  headers: Record<string, string>
  payload?: string | Buffer
  /** What the body is, for a failure's report. */
  bodyKind: string
  signedIn: boolean
  csrf: boolean
  /** A signed-out request that carries a forged or tampered session cookie. */
  forgedCookie?: 'garbage' | 'tampered'
}

const MEGABYTE = 1024 * 1024

const NASTY_STRINGS = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '../../../../etc/passwd',
  '..%2f..%2f',
  '\u0000',
  '%00',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '-0',
  '9'.repeat(400),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as it is
  '${7*7}',
  '\uD800',
  '\uFEFF',
  'ﷺ'.repeat(50),
  '👩‍👩‍👧‍👦',
  'a\r\nSet-Cookie: x=1',
  'https://evil.example/',
  '//evil.example',
  'javascript:alert(1)',
]

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 4 }).map((s) => s.repeat(2_500)) },
)

/** A string of about 1 MB: a short generated piece repeated (generating a whole 1 MB is slow). */
const megabyteString = fc
  .string({ minLength: 1, maxLength: 8 })
  .map((piece) => piece.repeat(Math.ceil(MEGABYTE / piece.length)).slice(0, MEGABYTE))

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(true, false, null, [], {}, Number.MAX_SAFE_INTEGER + 2, -1, 0),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
)

/** A value the schema accepts (as far as a small generator can tell); unknown shapes get JSON. */
function validFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 1 })
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum)
  const choices = schema.anyOf ?? schema.oneOf
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => validFor(choice, depth + 1)))
  if (schema.allOf && schema.allOf.length > 0) return validFor(schema.allOf[0], depth + 1)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return withControlCharacter(validString(schema))
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000_000 })
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(validFor(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      })
    case 'object': {
      const properties = schema.properties ?? {}
      const record = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, validFor(property, depth + 1)]),
      )
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((name) => name in record) })
    }
    default:
      return fc.jsonValue({ maxDepth: 1 })
  }
}

/** Control characters free text must not carry (NUL, escape, DEL, C1) and the two it may (tab, CR LF). */
const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\t',
  '\r\n',
]

/** Every string field sometimes carries a control character, anywhere in it. */
export const withControlCharacter = (text: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 4, arbitrary: text },
    {
      weight: 1,
      arbitrary: fc
        .tuple(text, fc.constantFrom(...CONTROL_CHARACTERS), fc.nat())
        .map(([value, control, at]) => {
          const cut = at % (value.length + 1)
          return `${value.slice(0, cut)}${control}${value.slice(cut)}`
        }),
    },
  )

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress()
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, schema.maxLength ?? 200))
    } catch {
      // A pattern JavaScript cannot compile: any string.
    }
  }
  const minLength = schema.minLength ?? 0
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) })
}

type Mutation = (value: Record<string, unknown>) => fc.Arbitrary<unknown>

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/** One change that makes a valid body invalid (or merely odd). */
const MUTATIONS: Mutation[] = [
  // A field missing.
  (value) => {
    const keys = Object.keys(value)
    if (keys.length === 0) return fc.constant(value)
    return fc.constantFrom(...keys).map((key) => {
      const { [key]: _dropped, ...rest } = value
      return rest
    })
  },
  // A field of the wrong type.
  (value) => {
    const keys = Object.keys(value)
    if (keys.length === 0) return wrongValue.map((wrong) => ({ value: wrong }))
    return fc.tuple(fc.constantFrom(...keys), wrongValue).map(([key, wrong]) => ({ ...value, [key]: wrong }))
  },
  // An extra field.
  (value) => fc.tuple(nastyString, wrongValue).map(([key, extra]) => ({ ...value, [key]: extra })),
  // A field of 1 MB.
  (value) => {
    const keys = Object.keys(value)
    const key = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('value')
    return fc.tuple(key, megabyteString).map(([name, huge]) => ({ ...value, [name]: huge }))
  },
  // Not an object at all.
  () => wrongValue,
  (value) => fc.constant([value]),
]

/** JSON text whose object has a `__proto__` or `constructor` key (a JS literal could not hold one). */
const prototypeKeys = (valid: unknown) =>
  fc
    .constantFrom(
      '"__proto__":{"isAdmin":true,"polluted":"yes"}',
      '"constructor":{"prototype":{"polluted":"yes"}}',
      '"__proto__":null',
      '"__proto__":"x"',
      '"__proto__":[1,2]',
    )
    .map((member) => {
      const text = JSON.stringify(asObject(valid))
      return text === '{}' ? `{${member}}` : `{${member},${text.slice(1)}`
    })

const deepNesting = fc
  .tuple(fc.integer({ min: 50, max: 100_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => {
    const close = open === '[' ? ']' : '}'
    return `${open.repeat(depth)}1${close.repeat(depth)}`
  })

const invalidJson = (valid: unknown) =>
  fc.oneof(
    fc.constantFrom(
      '{',
      '{"a":}',
      '{"a":1,}',
      "{'a':1}",
      'NaN',
      'undefined',
      '{"a":1}{"b":2}',
      '\uFEFF{}',
      '[1,2',
      '"unterminated',
      '{"a":"\\x41"}',
      '{"a":"\\uD800"}',
      '{"a":1e999999}',
    ),
    fc.string({ maxLength: 200 }),
    fc.nat().map((cut) => {
      const text = JSON.stringify(valid) ?? '{}'
      return text.slice(0, cut % Math.max(text.length, 1))
    }),
  )

/** Bytes that are not UTF-8 (lone continuation bytes, overlongs, surrogates), inside JSON. */
const invalidUtf8 = fc
  .array(
    fc.constantFrom(
      [0xff],
      [0xfe, 0xff],
      [0xc3, 0x28],
      [0x80],
      [0xc0, 0xaf],
      [0xed, 0xa0, 0x80],
      [0xf8, 0x88, 0x80, 0x80, 0x80],
      [0xe2, 0x82],
    ),
    { minLength: 1, maxLength: 6 },
  )
  .chain((pieces) =>
    fc.constantFrom('{"value":"', '{"', '').map((prefix) => {
      const bytes = Buffer.from(pieces.flat())
      const suffix = prefix === '{"value":"' ? '"}' : prefix === '{"' ? '":1}' : ''
      return Buffer.concat([Buffer.from(prefix), bytes, Buffer.from(suffix)])
    }),
  )

type Body = { kind: string; payload?: string | Buffer }

function bodyFor(operation: Operation): fc.Arbitrary<Body> {
  return validFor(operation.body).chain((valid) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constant<Body>({ kind: 'valid', payload: JSON.stringify(valid) ?? 'null' }),
      },
      {
        weight: 4,
        arbitrary: fc
          .constantFrom(...MUTATIONS)
          .chain((mutate) => mutate(asObject(valid)))
          .map((mutated): Body => ({ kind: 'mutated', payload: JSON.stringify(mutated) ?? 'null' })),
      },
      {
        weight: 2,
        arbitrary: prototypeKeys(valid).map((payload): Body => ({ kind: 'prototype-keys', payload })),
      },
      { weight: 1, arbitrary: deepNesting.map((payload): Body => ({ kind: 'deep-nesting', payload })) },
      {
        weight: 1,
        arbitrary: megabyteString.map(
          (huge): Body => ({ kind: '1MB-string', payload: JSON.stringify(huge) }),
        ),
      },
      {
        weight: 2,
        arbitrary: invalidJson(valid).map((payload): Body => ({ kind: 'invalid-json', payload })),
      },
      { weight: 1, arbitrary: invalidUtf8.map((payload): Body => ({ kind: 'invalid-utf8', payload })) },
      {
        weight: 1,
        arbitrary: fc
          .jsonValue({ maxDepth: 3 })
          .map((v): Body => ({ kind: 'random-json', payload: JSON.stringify(v) })),
      },
      { weight: 1, arbitrary: fc.constant<Body>({ kind: 'no-body' }) },
    ),
  )
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/xml',
  'application/octet-stream',
  'application/vnd.api+json',
  'application/json, text/plain',
  'APPLICATION/JSON',
  ';;;',
  'application/json; boundary',
  'constructor',
  '__proto__',
]

/** A header value Node accepts (printable ASCII): the server must judge it, not the client. */
const headerValue = nastyString.map((s) => s.replace(/[^\x20-\x7e]/g, '').slice(0, 8_000))

const ODD_HEADERS: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(fc.constantFrom('accept', 'accept-language', 'accept-encoding'), headerValue),
  fc.tuple(
    fc.constantFrom('x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'),
    headerValue,
  ),
  fc.tuple(fc.constant('origin'), fc.constantFrom('https://evil.example', 'null', 'http://localhost:3000')),
  fc.tuple(fc.constant('sec-fetch-site'), fc.constantFrom('cross-site', 'same-site', 'none')),
  fc.tuple(fc.constant('authorization'), fc.constantFrom('Bearer eyJhbGciOiJub25lIn0.e30.', 'Basic Og==')),
  // HTTP Basic (a partner's credentials at /connect/token): malformed escapes, odd ids, no colon.
  fc.tuple(
    fc.constant('authorization'),
    fc
      .oneof(
        fc.tuple(nastyString, nastyString).map(([id, secret]) => `${id}:${secret}`),
        fc.constantFrom('sandbox%ZZ:x', 'sandbox-partner:%', '%E0%A4%A:%00', '__proto__:x', 'no-colon'),
      )
      .map((credentials) => `Basic ${Buffer.from(credentials.slice(0, 2_000)).toString('base64')}`),
  ),
  fc.tuple(fc.constant('content-encoding'), fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'x')),
  fc.tuple(fc.constant('x-http-method-override'), fc.constantFrom('DELETE', 'PUT', 'GET')),
  fc.tuple(fc.constantFrom('if-none-match', 'if-modified-since', 'range'), headerValue),
  fc.tuple(fc.constantFrom('x-requested-with', 'referer', 'user-agent'), headerValue),
)

const PARAMETER_NAME = /\{([^}]+)\}/g

function paramValue(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 2,
      arbitrary: validFor(schema).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
    },
    { weight: 3, arbitrary: nastyString },
  )
}

/** Mostly percent-encoded; sometimes raw, so that malformed escapes and slashes reach the router. */
const encoded = (value: string, raw: boolean) =>
  raw ? value.replace(/[\s#?]/g, '') : encodeURIComponent(value.toWellFormed())

function urlFor(operation: Operation): fc.Arbitrary<string> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path')
  const queryParams = operation.parameters.filter((p) => p.in === 'query')
  const pathValues = fc.tuple(...pathParams.map((p) => paramValue(p.schema)))
  const known = fc.tuple(
    ...queryParams.map((p) => fc.option(paramValue(p.schema).map((v): [string, string] => [p.name, v]))),
  )
  const extra = fc.array(
    fc.oneof(
      fc.tuple(nastyString, nastyString),
      fc.constantFrom<[string, string]>(
        ['__proto__[polluted]', 'yes'],
        ['constructor[prototype][polluted]', 'yes'],
        ['__proto__', 'x'],
      ),
    ),
    { maxLength: 3 },
  )
  return fc
    .tuple(pathValues, known, extra, fc.boolean(), fc.boolean())
    .map(([values, query, more, raw, repeat]) => {
      let index = 0
      const path = operation.path.replace(PARAMETER_NAME, () => {
        const value = values[index++] ?? ''
        return encoded(value, raw) || 'x'
      })
      const pairs = [...query.filter((p): p is [string, string] => p !== null), ...more]
      // A repeated key: the parser gives an array where the schema expects a string.
      if (repeat && pairs[0]) pairs.push(pairs[0])
      const search = pairs.map(([k, v]) => `${encoded(k, raw)}=${encoded(v, raw)}`).join('&')
      return search ? `${path}?${search}` : path
    })
}

/** A hostile request to `operation`, signed in or out, with or without the CSRF headers. */
function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const sendsBody = operation.method !== 'GET' || operation.body !== undefined
  return fc
    .record({
      url: urlFor(operation),
      body: sendsBody
        ? bodyFor(operation)
        : fc.oneof(
            { weight: 4, arbitrary: fc.constant<Body>({ kind: 'no-body' }) },
            { weight: 1, arbitrary: bodyFor(operation) },
          ),
      contentType: fc.oneof(
        { weight: 6, arbitrary: fc.constant('application/json') },
        { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
      odd: fc.array(ODD_HEADERS, { maxLength: 3 }),
      signedIn: fc.boolean(),
      csrf: fc.oneof(
        { weight: 3, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      forged: fc.constantFrom<FuzzRequest['forgedCookie']>(undefined, undefined, 'garbage', 'tampered'),
    })
    .map(({ url, body, contentType, odd, signedIn, csrf, forged }) => {
      const headers: Record<string, string> = Object.fromEntries(odd)
      if (body.payload !== undefined && contentType) headers['content-type'] = contentType
      return {
        operation,
        method: operation.method,
        url,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
        bodyKind: body.kind,
        signedIn,
        csrf,
        ...(forged && !signedIn ? { forgedCookie: forged } : {}),
      }
    })
}

/**
 * Still a request to `/api`: `inject` resolves dot segments (`/api/x/../../etc`) as a browser
 * would, which would turn it into a page request.
 */
const staysUnderApi = (request: FuzzRequest) => {
  const { pathname } = new URL(request.url, 'http://gateway')
  return pathname.startsWith('/api/') || OUTSIDE_API.includes(pathname)
}

/** A request to any of the operations, each operation as likely as any other. */
export const anyRequest = (operations: Operation[]) =>
  fc
    .constantFrom(...operations)
    .chain((operation) => requestFor(operation))
    .filter(staysUnderApi)
