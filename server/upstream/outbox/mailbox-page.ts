/**
 * The local mailbox as a small accessible HTML page. Everything from a message is escaped; only
 * http(s) links become anchors, so a stored `javascript:` link stays inert text.
 */
import { escapeHtml } from '../lib/escape-html.ts'
import { isHttpUrl } from './links.ts'
import type { MailboxEntry } from './outbox.ts'

const renderLink = (link: string) =>
  isHttpUrl(link)
    ? `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`
    : `<li>${escapeHtml(link)}</li>`

function renderMessage(entry: MailboxEntry, index: number): string {
  const heading = entry.subject || (entry.channel === 'sms' ? 'Text message' : '(no subject)')
  const links =
    entry.links.length > 0 ? `<h3>Links</h3>\n<ul>${entry.links.map(renderLink).join('')}</ul>` : ''
  return `<article aria-labelledby="message-${index}">
<h2 id="message-${index}">${escapeHtml(heading)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(entry.to)}</dd><dt>Channel</dt><dd>${escapeHtml(entry.channel)}</dd>
${Object.entries(entry.headers)
  .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
  .join('')}
<dt>Sent</dt><dd><time datetime="${escapeHtml(entry.sentAt)}">${escapeHtml(entry.sentAt)}</time></dd></dl>
<pre>${escapeHtml(entry.text)}</pre>
${links}
</article>`
}

export function renderMailboxPage(entries: MailboxEntry[]): string {
  const body =
    entries.length === 0
      ? '<p>No messages yet.</p>'
      : entries
          .map((entry, index) => renderMessage(entry, index))
          .reverse()
          .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox (${entries.length})</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem}
article{border-top:1px solid #767676;padding:.5rem 0}pre{white-space:pre-wrap}dt{font-weight:bold}</style>
</head>
<body>
<main>
<h1>Mailbox</h1>
<p>Every e-mail and text message the reference upstream sent, newest first. <a href="/dev/mailbox.json">As JSON</a>.</p>
${body}
</main>
</body>
</html>
`
}
