/**
 * Partner connect (routes specification §2.1 `/nectar-connect`, `/nectar-connect/index.htm` with `code`,
 * `scope`, `state`): a partner, or the app, asks to connect to the collector's account. The page checks
 * the request (`GET /api/connect/request`), the signed-in collector allows or refuses it
 * (`POST /api/connect/consent`), and the browser returns to the partner's registered redirect with a
 * connection `code` and the partner's `state` unchanged (or `error=access_denied`). The partner's
 * server exchanges the code, once, within 10 minutes, with its secret (`POST /connect/token`, outside `/api`: it is called by servers, not by pages) for
 * what the collector allowed. Modelled on OAuth 2.0's authorization code grant (RFC 6749 §4.1).
 */
import Type, { type Static } from 'typebox'
import { PARTNER_CODE_PATTERN } from '../validation/link-tokens.ts'
import { errorResponses } from './common.ts'
import { defineEndpoint } from './endpoint.ts'

const tags = ['connect']

/** What a connection request link carries: `code` names the partner (the scheme's historic name). */
const ConnectRequestSchema = Type.Object(
  {
    code: Type.String({ pattern: PARTNER_CODE_PATTERN, description: "the partner's code" }),
    scope: Type.Optional(
      Type.String({ pattern: '^[a-z]{1,20}([ ,+][a-z]{1,20}){0,9}$', description: 'space-separated scopes' }),
    ),
    state: Type.Optional(
      Type.String({ maxLength: 512, description: "the partner's state, returned unchanged" }),
    ),
    redirect_uri: Type.Optional(
      Type.String({ maxLength: 2048, description: "one of the partner's registered redirects" }),
    ),
  },
  { additionalProperties: false },
)
export type ConnectRequest = Static<typeof ConnectRequestSchema>

const ConnectRequestViewSchema = Type.Object({
  partner: Type.Object({ code: Type.String(), name: Type.String() }),
  /** What the partner asks for, in the consent page's words. */
  scopes: Type.Array(Type.Object({ key: Type.String(), description: Type.String() })),
  /** The origin the browser will return to, shown so the collector knows where they go. */
  returnsTo: Type.String(),
})

const ConnectConsentSchema = Type.Object(
  {
    request: ConnectRequestSchema,
    decision: Type.Union([Type.Literal('allow'), Type.Literal('deny')]),
  },
  { additionalProperties: false },
)

const ConnectRedirectSchema = Type.Object({ redirectTo: Type.String() })

const ConnectTokenRequestSchema = Type.Object(
  {
    grant_type: Type.Literal('authorization_code'),
    code: Type.String({ minLength: 20, maxLength: 2048, pattern: '^[A-Za-z0-9_-]+$' }),
    redirect_uri: Type.String({ maxLength: 2048 }),
  },
  { additionalProperties: false },
)

/** What the partner receives: a pairwise id (stable for this partner, meaningless to any other) and what was allowed. */
const ConnectTokenResponseSchema = Type.Object({
  collector: Type.String(),
  scope: Type.String(),
  cardNumber: Type.Optional(Type.String()),
  firstName: Type.Optional(Type.String()),
})

/** Why a request is refused, in the page's words. */
export const CONNECT_REFUSALS = {
  CONNECT_UNKNOWN_PARTNER:
    "We don't recognise the partner that sent you here, so we can't connect your account.",
  CONNECT_REDIRECT_NOT_REGISTERED:
    "The partner that sent you here asked to return you to an address it hasn't registered with us, so we can't connect your account.",
  CONNECT_STATE_MISSING:
    "The partner's link is incomplete (it has no state), so we can't connect your account.",
  CONNECT_SCOPE_NOT_ALLOWED:
    "The partner asked for something it may not ask for, so we can't connect your account.",
} as const
export type ConnectRefusal = keyof typeof CONNECT_REFUSALS

export const connectApi = {
  request: defineEndpoint({
    method: 'GET',
    url: '/api/connect/request',
    tags,
    summary: 'Checks a partner connection request: the partner, what it asks for, where it returns',
    querystring: ConnectRequestSchema,
    response: { 200: ConnectRequestViewSchema, ...errorResponses([400, 429]) },
  }),
  consent: defineEndpoint({
    method: 'POST',
    url: '/api/connect/consent',
    tags,
    summary: "The collector's answer: where the browser returns to the partner, with a code or a refusal",
    body: ConnectConsentSchema,
    response: { 200: ConnectRedirectSchema, ...errorResponses([400, 401, 403, 429, 502, 503, 504]) },
  }),
  token: defineEndpoint({
    method: 'POST',
    url: '/connect/token',
    tags,
    credentials: 'partner',
    summary: "A partner's server exchanges a connection code, once, for what the collector allowed",
    body: ConnectTokenRequestSchema,
    response: { 200: ConnectTokenResponseSchema, ...errorResponses([400, 401, 429]) },
  }),
}
