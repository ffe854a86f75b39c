/**
 * Finds the http(s) links in a message's text, so that a person or a test reading the mailbox can
 * follow a confirmation link without parsing the text.
 */
const candidate = /https?:\/\/[^\s<>"'`]+/g
/** Sentence punctuation and closing brackets written after a link are not part of it. */
const trailing = /[.,;:!?)\]}]+$/

export function extractLinks(text: string): string[] {
  const links = (text.match(candidate) ?? []).map((link) => link.replace(trailing, '')).filter(isHttpUrl)
  return [...new Set(links)]
}

export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const { protocol } = new URL(value)
  return protocol === 'http:' || protocol === 'https:'
}
