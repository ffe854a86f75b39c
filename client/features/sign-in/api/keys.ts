/** The query keys of the sign-in area. */
export const signInKeys = {
  all: ['sign-in'] as const,
  loginState: ['sign-in', 'login-state'] as const,
}
