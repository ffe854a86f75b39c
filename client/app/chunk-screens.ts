/**
 * What a screen chunk exports: `screens`, its screens by name (client/app/screens.ts picks one by
 * the route table's name). `satisfies ChunkScreens` makes every key a name the route table knows.
 */
import type { ComponentType } from 'react'
import type { ClientScreenName, ScreenProps } from './screen-props.ts'

type ScreenComponent = ComponentType<ScreenProps>

export type ChunkScreens = { readonly [Name in ClientScreenName]?: ScreenComponent }

/** The same screens, each wrapped (in the QueryClient's provider, a page-visit record, …). */
export function wrapEach<Name extends ClientScreenName>(
  screens: { readonly [N in Name]: ScreenComponent },
  wrap: (screen: ScreenComponent) => ScreenComponent,
): { readonly [N in Name]: ScreenComponent } {
  const entries = Object.entries(screens).map(([name, screen]) => [name, wrap(screen as ScreenComponent)])
  return Object.fromEntries(entries) as { readonly [N in Name]: ScreenComponent }
}
