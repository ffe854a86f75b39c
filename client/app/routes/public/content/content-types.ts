/**
 * A static page as data: a few kinds of block that one renderer turns into headings, paragraphs,
 * lists, tables and links. Texts may name `{scheme}`, `{careline}` and `{start}`, filled from the app config,
 * so the scheme's name and phone number are never written into the content.
 */
export type ContentLink = { href: string; label: string }

export type ContentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  | { kind: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'links'; label: string; links: readonly ContentLink[] }

export type PageContent = {
  /** The page's one h1. */
  title: string
  blocks: readonly ContentBlock[]
}

export const heading = (text: string): ContentBlock => ({ kind: 'heading', text })
export const paragraph = (text: string): ContentBlock => ({ kind: 'paragraph', text })
export const list = (...items: string[]): ContentBlock => ({ kind: 'list', items })
export const steps = (...items: string[]): ContentBlock => ({ kind: 'list', items, ordered: true })
export const links = (label: string, ...items: ContentLink[]): ContentBlock => ({
  kind: 'links',
  label,
  links: items,
})
export const link = (href: string, label: string): ContentLink => ({ href, label })
