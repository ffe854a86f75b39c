/** Renders a page of content (content/content-types.ts): one h1, then its blocks in order. */
import { Link } from '../../../components/ui/link.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'
import type { ContentBlock, PageContent } from './content/content-types.ts'
import { fillPlaceholders, type Placeholders } from './content/fill-placeholders.ts'
import { ContentTable } from './content-table.tsx'

export function ContentPage({ page }: { page: PageContent }) {
  const { schemeName, carelinePhone, identityStartPrefix } = useAppConfig()
  const values: Placeholders = { scheme: schemeName, careline: carelinePhone, start: identityStartPrefix }
  const fill = (text: string) => fillPlaceholders(text, values)
  return (
    <article className="page content-page">
      <h1>{fill(page.title)}</h1>
      {page.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a page's blocks are fixed data, never reordered
        <Block key={index} block={block} fill={fill} />
      ))}
    </article>
  )
}

function Block({ block, fill }: { block: ContentBlock; fill: (text: string) => string }) {
  switch (block.kind) {
    case 'heading':
      return <h2>{fill(block.text)}</h2>
    case 'paragraph':
      return <p>{fill(block.text)}</p>
    case 'list': {
      const items = block.items.map((item) => <li key={item}>{fill(item)}</li>)
      return block.ordered ? (
        <ol className="content-list">{items}</ol>
      ) : (
        <ul className="content-list">{items}</ul>
      )
    }
    case 'table':
      return (
        <ContentTable
          caption={fill(block.caption)}
          columns={block.columns.map(fill)}
          rows={block.rows.map((row) => row.map(fill))}
        />
      )
    case 'links':
      return (
        <nav className="content-links" aria-label={fill(block.label)}>
          <h2>{fill(block.label)}</h2>
          <ul>
            {block.links.map(({ href, label }) => (
              <li key={href}>
                <Link href={fill(href)}>{fill(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )
  }
}
