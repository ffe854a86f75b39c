/**
 * One expandable FAQ entry, a topic or a question: a heading whose button shows or hides the panel.
 * The panel keeps its natural height (a grid row that grows from 0fr to 1fr), so a topic grows and
 * shrinks as its questions open and close and as the window resizes; a closed panel is inert, out
 * of the tab order and of the accessibility tree.
 */
import type { ReactNode } from 'react'
import { cx } from '../../../lib/class-names.ts'
import { FaqText } from './faq-text.tsx'

type Props = {
  /** The heading's text, in the FAQ's own markup. */
  label: string
  /** Anchor (`/help#anchor`); none where the entry is shown twice (search results). */
  anchor?: string
  level: 2 | 3
  open: boolean
  onToggle: () => void
  children: ReactNode
  className: string
}

export function FaqDisclosure({ label, anchor, level, open, onToggle, children, className }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3'
  const panelId = anchor ? `${anchor}--panel` : undefined
  return (
    <div className={cx('faq-entry', className)} id={anchor}>
      <Heading className="faq-entry__heading">
        <button
          type="button"
          className="faq-entry__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <FaqText text={label} />
        </button>
      </Heading>
      <div id={panelId} className={cx('faq-entry__panel', open && 'faq-entry__panel--open')} inert={!open}>
        <div className="faq-entry__content">{children}</div>
      </div>
    </div>
  )
}
