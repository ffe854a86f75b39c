/**
 * A signed-in collector's home. The welcome pages are the sign-up pitch ('Register now', 'Log in'):
 * a signed-in collector sent to one of them, after login or by opening it, is shown home instead.
 */
import { WELCOME_ROUTES } from './welcome-routes.ts'

export const HOME_PATH = '/homepage'

export const isWelcomePath = (pathname: string) => WELCOME_ROUTES.some((entry) => entry.path === pathname)
