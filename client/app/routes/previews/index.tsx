/**
 * The content editors' preview screens in one chunk: the three token previews and /mobile-preview.
 */
import type { ScreenProps } from '../../screen-props.ts'
import MobilePreview from './mobile-preview.tsx'
import TokenPreview from './token-preview.tsx'

export default function PreviewScreens(props: ScreenProps) {
  return props.entry.screen === 'mobile-preview' ? <MobilePreview {...props} /> : <TokenPreview {...props} />
}
