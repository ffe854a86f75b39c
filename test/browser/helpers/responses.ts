/**
 * Every response a page receives, headers and body, read through the Chrome DevTools Protocol's
 * Fetch domain at the response stage: the browser holds each response until its body has been
 * copied, so nothing is lost when the page navigates on before a fetch finishes (Playwright's own
 * `response.text()` cannot read those any more). The Fetch domain leaves out Set-Cookie, so the
 * headers as the page received them (Playwright's `allHeaders()`, Set-Cookie included) are kept too.
 * @see https://chromedevtools.github.io/devtools-protocol/tot/Fetch/#event-requestPaused
 */
import type { BrowserContext, Page } from 'playwright-core'

type SeenResponse = { url: string; status: number; headers: string; body: string }
export type Recording = {
  seen: SeenResponse[]
  /** Bodies the browser could not hand over (none expected). */
  unread: string[]
  /** Every response's headers as received, one `name: value` line each; settled by `settled()`. */
  received: string[]
  settled(): Promise<void>
}

const headerLines = (headers: readonly { name: string; value: string }[]) =>
  headers
    // One line a header value: Set-Cookie values arrive joined by newlines.
    .flatMap(({ name, value }) => value.split('\n').map((line) => `${name.toLowerCase()}: ${line}`))
    .join('\n')

export async function recordResponses(context: BrowserContext, page: Page): Promise<Recording> {
  const pending: Promise<unknown>[] = []
  const recording: Recording = {
    seen: [],
    unread: [],
    received: [],
    settled: () => Promise.all(pending).then(() => {}),
  }
  page.on('response', (response) => {
    pending.push(response.headersArray().then((headers) => recording.received.push(headerLines(headers))))
  })
  const cdp = await context.newCDPSession(page)
  cdp.on('Fetch.requestPaused', async (event) => {
    const status = event.responseStatusCode ?? 0
    const headers = headerLines(event.responseHeaders ?? [])
    let body = ''
    // A redirect, or a request that failed, has no body.
    if (!event.responseErrorReason && (status < 300 || status >= 400)) {
      try {
        const answer = await cdp.send('Fetch.getResponseBody', { requestId: event.requestId })
        body = answer.base64Encoded ? Buffer.from(answer.body, 'base64').toString('utf8') : answer.body
      } catch {
        recording.unread.push(event.request.url)
      }
    }
    recording.seen.push({ url: event.request.url, status, headers, body })
    await cdp.send('Fetch.continueRequest', { requestId: event.requestId }).catch(() => {})
  })
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*', requestStage: 'Response' }] })
  return recording
}
