/**
 * A window-scrolled virtualizer from `@tanstack/virtual-core`, the engine of `@tanstack/react-virtual`,
 * bound to React here without `react-dom`'s flushSync: importing react-dom from an area chunk splits
 * it out of the shell into a file of its own, which the welcome page would then load too. A plain
 * re-render on each change is enough for a list of fixed-looking rows.
 * @see https://github.com/TanStack/virtual/blob/main/packages/react-virtual/src/index.tsx
 */
import {
  observeWindowOffset,
  observeWindowRect,
  type PartialKeys,
  Virtualizer,
  type VirtualizerOptions,
  windowScroll,
} from '@tanstack/virtual-core'
import { useLayoutEffect, useReducer, useState } from 'react'

type WindowOptions = PartialKeys<
  VirtualizerOptions<Window, Element>,
  'getScrollElement' | 'observeElementRect' | 'observeElementOffset' | 'scrollToFn'
>

export function useWindowVirtualizer(options: WindowOptions): Virtualizer<Window, Element> {
  const rerender = useReducer((count: number) => count + 1, 0)[1]
  const resolved: VirtualizerOptions<Window, Element> = {
    getScrollElement: () => window,
    observeElementRect: observeWindowRect,
    observeElementOffset: observeWindowOffset,
    scrollToFn: windowScroll,
    initialOffset: () => window.scrollY,
    ...options,
    onChange: (instance, sync) => {
      rerender()
      options.onChange?.(instance, sync)
    },
  }
  const [instance] = useState(() => new Virtualizer<Window, Element>(resolved))
  instance.setOptions(resolved)
  useLayoutEffect(() => instance._didMount(), [instance])
  useLayoutEffect(() => instance._willUpdate())
  return instance
}
