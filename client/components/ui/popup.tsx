/**
 * A modal popup on the native <dialog>: the browser traps focus, closes it on Escape and gives focus
 * back to what opened it.
 * @see https://developer.mozilla.org/en-US/docs/Web/HTML/Element/dialog
 */
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { Button } from './button.tsx'

export type PopupProps = { open: boolean; title: ReactNode; onClose: () => void; children: ReactNode }

export function Popup({ open, title, onClose, children }: PopupProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog ref={ref} className="popup" aria-labelledby={titleId} onClose={onClose}>
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
