/**
 * A schema validator's text, told apart from words for a person, and the plain sentences that
 * stand in for it. In a file of its own: the client's error type (on the welcome page) needs only this.
 */

/** Not in the specifications: a field with no words of its own. */
export const INVALID_FIELD = 'Check this and try again'
/** Not in the specifications: a request with fields at fault that have no words of their own. */
export const INVALID_REQUEST = 'Some of the details sent were not valid. Check them and try again.'

/**
 * Whether a text is a schema validator's (Ajv's) rather than words for a person: "body/points must
 * be <= 1000000", "querystring must have required property 'token'", "must match pattern …". The
 * specification's own sentences ("You must be over 18 years old") do not match.
 */
const SCHEMA_TEXT =
  /\b(body|querystring|params|headers)(\/\S*)?\s+must\b|\bmust (match (pattern|format)|have required property|NOT have|NOT be|be (<|>|=|equal to|integer|number|string|boolean|object|array|null))/

export const isSchemaText = (value: string | undefined): boolean =>
  value !== undefined && SCHEMA_TEXT.test(value)
