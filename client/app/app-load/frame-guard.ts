/**
 * Framing protection on the client (routes specification §4), behind the gateway's
 * `frame-ancestors 'self'`: shown inside a frame of a foreign host, the app sends the top window to
 * its own address and reports the blocked frame. When the browser refuses the top navigation (no
 * user gesture, sandbox), the app hides itself instead of running inside the frame.
 */

/**
 * True when the app must not start: it sits in a foreign frame. In production (`strictReferrer`)
 * any frame counts as foreign unless the framing page (the referrer) is on one of the app's own
 * hosts, the only ones frame-ancestors admits.
 */
export function guardFrame(win: Window = window, strictReferrer = false): boolean {
  if (win.top === null || win.top === win.self) return false
  if (!isForeignTop(win) && !(strictReferrer && !referrerIsOwnHost(win))) return false
  const top = win.top
  // Hidden at once; the top window moves once the report is in (or after a second at most).
  win.document.documentElement.hidden = true
  void reportBlockedFrame(win.document.referrer).finally(() => {
    try {
      top.location.href = win.location.href
    } catch {
      // Navigation refused (no user gesture, sandbox): the app stays hidden in the frame.
    }
  })
  return true
}

function referrerIsOwnHost(win: Window): boolean {
  try {
    return new URL(win.document.referrer).host === win.location.host
  } catch {
    return false
  }
}

function isForeignTop(win: Window): boolean {
  try {
    // Reading a cross-origin window's location throws.
    return win.top?.location.host !== win.location.host
  } catch {
    return true
  }
}

function reportBlockedFrame(referrer: string): Promise<unknown> {
  return fetch('/api/events', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
    body: JSON.stringify({ type: 'blocked-frame', referrer: referrer.slice(0, 2048) }),
    signal: AbortSignal.timeout(1000),
  }).catch(() => {})
}
