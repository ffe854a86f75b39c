/**
 * One HTTP endpoint, declared once: method, URL, request schemas and one response schema per
 * status it answers (errors included). The gateway registers its route from the declaration and
 * the client's fetchers take method, URL and types from it, so neither writes a path or an answer
 * type of its own. The reference upstream's routes and the gateway's upstream clients share
 * declarations the same way (`shared/contract/upstream/<family>.ts`).
 * @see https://github.com/fastify/demo/blob/main/src/routes/api/tasks/index.ts
 */
import type { Static, TSchema } from 'typebox'

type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type Endpoint = {
  readonly method: HttpMethod
  /** Fastify's path syntax, the whole path: `/api/temp-card/:token`. */
  readonly url: `/${string}`
  readonly summary: string
  readonly tags: readonly string[]
  /**
   * How a caller authenticates when it is not a browser with a session: `partner` is a partner's
   * server sending its id and secret as HTTP Basic credentials (RFC 6749 §2.3.1), checked by the route.
   */
  readonly credentials?: 'partner'
  /** The body's media types when not JSON (the one-click unsubscribe is a form post, RFC 8058). */
  readonly consumes?: readonly string[]
  readonly params?: TSchema
  readonly querystring?: TSchema
  readonly body?: TSchema
  readonly headers?: TSchema
  readonly response: { readonly [status: number]: TSchema }
}

/** Keeps the literal types (method, URL, each schema) for the gateway's and the client's inference. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint

type StaticOf<S> = S extends TSchema ? Static<S> : undefined
type SuccessStatus = 200 | 201 | 202 | 204

type ParamsOf<E extends Endpoint> = StaticOf<E['params']>
type QueryOf<E extends Endpoint> = StaticOf<E['querystring']>
export type BodyOf<E extends Endpoint> = StaticOf<E['body']>

/** The body of the endpoint's success answer(s). */
export type ResultOf<E extends Endpoint> = {
  [S in keyof E['response'] & SuccessStatus]: StaticOf<E['response'][S]>
}[keyof E['response'] & SuccessStatus]

/** What a caller passes: params, query and body, each required exactly when the endpoint declares it. */
export type InputOf<E extends Endpoint> = (E['params'] extends TSchema ? { params: ParamsOf<E> } : unknown) &
  (E['querystring'] extends TSchema ? { query: QueryOf<E> } : unknown) &
  (E['body'] extends TSchema ? { body: BodyOf<E> } : unknown)

// In its own module so that a page calling endpoints does not also bundle the declarations' helper.
