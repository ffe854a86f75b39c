import { Fragment } from 'react'
import { faqLines } from '../faq-text.ts'

/** FAQ text as text: apostrophes for [QUOTE], line breaks for [LINEFEED], never HTML. */
export function FaqText({ text }: { text: string }) {
  return faqLines(text).map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a fixed text never move
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ))
}
