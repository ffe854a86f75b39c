/**
 * A modal popup on the native <dialog>: the browser moves focus into it, makes the page behind
 * inert, closes it on Escape and gives focus back to what opened it. Its height is the window
 * height minus 135 px, or between 200 and 272 px for a compact modal (routes specification §9: the
 * classes popup--window and popup--compact in components.css; no style attribute, which the
 * Content-Security-Policy refuses in a page sent as HTML);
 * a sliding popup comes up from the bottom of the window.
 * @see https://developer.mozilla.org/en-US/docs/Web/HTML/Element/dialog
 */
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { cx } from '../../lib/class-names.ts'
import { Button } from './button.tsx'

export type PopupProps = {
  open: boolean
  title: ReactNode
  onClose: () => void
  children: ReactNode
  variant?: 'modal' | 'sliding'
  height?: 'window' | 'compact'
}

export function Popup({ open, title, onClose, children, variant = 'modal', height = 'window' }: PopupProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className={cx('popup', `popup--${variant}`, `popup--${height}`)}
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <div className="popup__header">
        <h2 className="popup__title" id={titleId}>
          {title}
        </h2>
        <Button variant="text" className="popup__close" onClick={onClose}>
          Close
        </Button>
      </div>
      <div className="popup__body">{children}</div>
    </dialog>
  )
}
