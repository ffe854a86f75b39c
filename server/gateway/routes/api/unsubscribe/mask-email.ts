/** An address as the unsubscribe page shows it: the first letter and the domain (`a•••@example.com`). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  return at > 0 ? `${email.slice(0, 1)}•••${email.slice(at)}` : '•••'
}
