/**
 * The popup manager's content types, by name (routes specification §2.5): CARD_NUMBER_HELP,
 * FOOD_TNC, SCAN_CARD, … A content type is one file that calls `registerPopup` and
 * declares its props in `PopupTypes`, so that `openPopup('SCAN_CARD', { … })` is typed:
 *
 *   declare module '…/components/popups/popup-registry.ts' {
 *     interface PopupTypes { SCAN_CARD: { barcode: string } }
 *   }
 *   registerPopup('SCAN_CARD', { title: 'Scan', variant: 'sliding', Content: ScanCard })
 *
 * A feature's content types live in the feature (components never import a feature).
 */
import type { ComponentType } from 'react'

/** Content type name → the props it opens with. Augmented by each content type's file. */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging, one file per type
export interface PopupTypes {}

export type PopupType = keyof PopupTypes & string

/** What a content receives: its props and a way to close the popup (e.g. before navigating). */
type PopupContentProps<P> = P & { close: () => void }

export type PopupDefinition<P> = {
  /** The popup's heading (its accessible name). */
  title: string | ((props: P) => string)
  /** modal: a centred dialog; sliding: slides up from the bottom of the window. */
  variant: 'modal' | 'sliding'
  /** window: the window height minus 135 px; compact: a modal between 200 and 272 px high. */
  height: 'window' | 'compact'
  Content: ComponentType<PopupContentProps<P>>
}

const registry = new Map<string, PopupDefinition<never>>()

export function registerPopup<T extends PopupType>(type: T, definition: PopupDefinition<PopupTypes[T]>) {
  registry.set(type, definition as unknown as PopupDefinition<never>)
}

/** The definition of a content type; throws for a name nobody registered (a programming error). */
export function popupDefinition<T extends PopupType>(type: T): PopupDefinition<PopupTypes[T]> {
  const definition = registry.get(type)
  if (!definition) throw new Error(`popup content type ${type} is not registered`)
  return definition as unknown as PopupDefinition<PopupTypes[T]>
}

/** @public The popup tests list the registered names through a bundle of the client. */
export const registeredPopupTypes = (): string[] => [...registry.keys()]
