/**
 * `/help#anchor` (routes specification §2.1, §4): 1 s after the topics are shown, the entry the hash
 * names is opened and its button focused (the app's own hash focus, app-load/hash-focus.ts, runs
 * before the topics arrive); later hash changes (in-page links) are followed at once.
 */
import { useEffect, useRef, useState } from 'react'
import { HASH_FOCUS_DELAY_MS } from '../../../shared/constants/timings.ts'

function readableHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return ''
  }
}

/** `open` opens the entries the anchor names and answers whether it named any. */
export function useHashTarget(open: (anchor: string) => boolean) {
  // The latest `open`, read when the timer fires: the effect runs once, so that opening and
  // closing entries never restarts the timer or takes focus back to the hash's entry.
  const openRef = useRef(open)
  openRef.current = open
  // Focused once React has rendered the opened panels (a button in an inert panel takes no focus).
  const [target, setTarget] = useState<string | null>(null)
  useEffect(() => {
    if (!target) return
    document.getElementById(target)?.querySelector<HTMLButtonElement>('.faq-entry__toggle')?.focus()
    setTarget(null)
  }, [target])
  useEffect(() => {
    const follow = () => {
      const anchor = readableHash(window.location.hash)
      if (anchor && openRef.current(anchor)) setTarget(anchor)
    }
    const timer = setTimeout(follow, HASH_FOCUS_DELAY_MS)
    window.addEventListener('hashchange', follow)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('hashchange', follow)
    }
  }, [])
}
