/**
 * A message that appears in answer to something the person did: role="status" for confirmations,
 * role="alert" for errors, so screen readers announce it without moving focus.
 */
import type { ReactNode } from 'react'
import { cx } from '../../lib/class-names.ts'

export type NoticeProps = { kind?: 'info' | 'error'; children: ReactNode; className?: string }

export function Notice({ kind = 'info', children, className }: NoticeProps) {
  return (
    <div className={cx('notice', `notice--${kind}`, className)} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  )
}
