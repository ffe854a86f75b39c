/**
 * One component that opens any content type of the registry by name (routes specification §2.5),
 * on the native modal <dialog> of ui/popup.tsx: focus moves into it, Escape closes it, focus goes
 * back to the opener and the page behind is inert. `usePopupManager` holds which one is open.
 */
import { type ReactElement, useCallback, useState } from 'react'
import { Popup } from '../ui/popup.tsx'
import { type PopupType, type PopupTypes, popupDefinition } from './popup-registry.ts'

type OpenPopup = { [T in PopupType]: { type: T; props: PopupTypes[T] } }[PopupType]

/** `opening` counts the openings: each one starts its content afresh, with the props it opened with. */
type Props = { popup: OpenPopup | null; open: boolean; opening?: number; onClose: () => void }

export function PopupManager({ popup, open, opening = 0, onClose }: Props) {
  if (!popup) return null
  const { title, variant, height, Content } = popupDefinition(popup.type)
  const props = popup.props as never
  return (
    <Popup
      open={open}
      title={typeof title === 'function' ? title(props) : title}
      variant={variant}
      height={height}
      onClose={onClose}
    >
      <Content key={opening} {...(props as object)} close={onClose} />
    </Popup>
  )
}

type OpenArgs<T extends PopupType> = keyof PopupTypes[T] extends never
  ? [props?: PopupTypes[T]]
  : [props: PopupTypes[T]]

/** The popup a screen shows, and how to open and close it: `openPopup('CARD_HELP')`. */
export function usePopupManager(): {
  openPopup: <T extends PopupType>(type: T, ...args: OpenArgs<T>) => void
  closePopup: () => void
  popup: ReactElement
} {
  // The last content stays rendered after closing, so that the dialog closes (and gives focus
  // back) before React removes it.
  const [state, setState] = useState<{ popup: OpenPopup | null; open: boolean; opening: number }>({
    popup: null,
    open: false,
    opening: 0,
  })
  const openPopup = useCallback(<T extends PopupType>(type: T, ...args: OpenArgs<T>) => {
    setState((current) => ({
      popup: { type, props: args[0] ?? {} } as OpenPopup,
      open: true,
      opening: current.opening + 1,
    }))
  }, [])
  const closePopup = useCallback(() => setState((current) => ({ ...current, open: false })), [])
  return {
    openPopup,
    closePopup,
    popup: (
      <PopupManager popup={state.popup} open={state.open} opening={state.opening} onClose={closePopup} />
    ),
  }
}
