/**
 * /redirect.html (routes specification §4): forwards to redirectUrl with the hotels token, but only
 * after checking redirectUrl again against the allowlist the gateway serves (RED-1): whoever sent
 * the browser here, a URL outside the list goes home instead.
 */
import type { RedirectAllowlist } from '../../shared/contract/app-load.ts'
import { isAllowedRedirect } from '../../shared/routes/safe-redirect.ts'

async function forward() {
  const params = new URLSearchParams(window.location.search)
  const token = params.get('token') ?? ''
  const redirectUrl = params.get('redirectUrl')
  // The token must not stay in this page's history entry.
  window.history.replaceState(null, '', '/redirect.html')
  const response = await fetch('/api/redirect-allowlist', { headers: { 'X-Requested-With': 'fetch' } })
  const { prefixes } = (await response.json()) as RedirectAllowlist
  const target = isAllowedRedirect(redirectUrl, prefixes)
  if (!target || !/^[A-Za-z0-9._~-]{1,512}$/.test(token)) return window.location.replace('/')
  const url = new URL(target)
  url.searchParams.set('token', token)
  window.location.replace(url.href)
}

forward().catch(() => window.location.replace('/'))
