/**
 * What every answer to a hostile request must be: never a 5xx (the upstream is up), every 4xx a
 * JSON `{ code, message }`, and nothing of the machine in it: no stack trace, no path of this
 * machine, nothing token-like, not the session cookie. A marker the request itself carried (an
 * echoed input, say) is not a leak.
 */
export type Answer = { status: number; body: string; location?: string }

const LEAK_MARKERS = ['    at ', '/work/', 'node_modules', 'server/', 'eyJ']

/** The reasons the answer breaks the property; none when it holds. */
export function verdict(answer: Answer, sent: string, sessionValue?: string): string[] {
  const problems: string[] = []
  if (answer.status >= 500) problems.push(`a ${answer.status}`)
  if (answer.status >= 400) {
    const body = parse(answer.body)
    if (typeof body?.code !== 'string' || typeof body.message !== 'string')
      problems.push(`a ${answer.status} without { code, message }: ${answer.body.slice(0, 200)}`)
  }
  problems.push(...leaks(answer, sent))
  const shown = `${answer.body}\n${answer.location ?? ''}`
  if (sessionValue && shown.includes(sessionValue)) problems.push('the answer shows the session cookie')
  return problems
}

/** What of the machine an answer (a page or JSON) shows that the request did not carry itself. */
export function leaks(answer: Answer, sent: string): string[] {
  const shown = `${answer.body}\n${answer.location ?? ''}`
  return LEAK_MARKERS.filter((marker) => shown.includes(marker) && !sent.includes(marker)).map(
    (marker) => `the answer shows ${JSON.stringify(marker)}`,
  )
}

function parse(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}
