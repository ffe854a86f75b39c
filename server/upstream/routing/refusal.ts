/**
 * An expected refusal of an upstream call: thrown from wherever the route finds it and answered by
 * the one error handler (app.ts) with its status, its body exactly as given and its headers (the
 * 401's `www-authenticate`). Most bodies are `{ code, message }`; the password login's two-factor
 * and session-upgrade answers carry their own fields.
 */
export type RefusalBody = Readonly<{ code: string | number } & Record<string, unknown>>

export class UpstreamRefusal extends Error {
  override name = 'UpstreamRefusal'
  readonly statusCode: number
  readonly body: RefusalBody
  readonly headers: Readonly<Record<string, string>>

  constructor(statusCode: number, body: RefusalBody, headers: Readonly<Record<string, string>> = {}) {
    super(typeof body.message === 'string' ? body.message : String(body.code))
    this.statusCode = statusCode
    this.body = body
    this.headers = headers
  }
}
