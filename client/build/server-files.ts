/**
 * What the client build writes for the gateway rather than the browser: under server/ in the build,
 * which the gateway never serves (server/gateway/plugins/external/static.ts).
 */

/** The module that renders the public pages to HTML (client/prerender/render-page.tsx). */
export const RENDER_MODULE = 'server/render-page.js'

/** The script a page sent as HTML carries inline (client/prerender/early-presses.ts). */
export const EARLY_PRESSES_SCRIPT = 'server/early-presses.js'
