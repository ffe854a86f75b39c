/**
 * An endpoint URL with its path parameters filled in, each one encoded:
 * `/api/temp-card/:token` + `{ token: 'a b' }` → `/api/temp-card/a%20b`.
 */
export function pathOf(url: string, params: Record<string, string | number> = {}): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new TypeError(`missing path parameter ${name} for ${url}`)
    return encodeURIComponent(String(value))
  })
}
