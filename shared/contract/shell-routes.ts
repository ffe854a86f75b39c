/**
 * Method and URL of the four calls the app shell makes on every page (before any screen): app
 * config, switches, session, application load. Their declarations (app-config.ts, switches.ts,
 * session.ts, app-load.ts) take method and URL from here; the shell's fetchers read this module
 * alone, so the welcome page does not carry the declarations' schemas.
 */
export const shellRoutes = {
  appConfig: { method: 'GET', url: '/api/app-config' },
  switches: { method: 'GET', url: '/api/switches' },
  session: { method: 'GET', url: '/api/session' },
  appLoad: { method: 'GET', url: '/api/app-load' },
} as const
