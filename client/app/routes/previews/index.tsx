/**
 * The content editors' preview screens in one chunk: the three token previews and /mobile-preview.
 */
import type { ChunkScreens } from '../../chunk-screens.ts'
import MobilePreview from './mobile-preview.tsx'
import TokenPreview from './token-preview.tsx'

export const screens = {
  'offer-card-preview': TokenPreview,
  'hero-card-preview': TokenPreview,
  'offer-details-preview': TokenPreview,
  'mobile-preview': MobilePreview,
} satisfies ChunkScreens
