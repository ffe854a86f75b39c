/** The logo paths the gateway serves from the content upstream; any other logo URL is dropped (CSP img-src). */
export const LOGO_PATH = /^\/content\/logos\/[a-z0-9-]{1,80}\.svg$/
