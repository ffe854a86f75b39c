/**
 * /manifest.webmanifest: the installed app opens on the home page, where the digital card is, in a
 * window of its own. Written at the output's root (a stable URL the HTML links to); its icons are
 * the favicon's SVG and PNGs drawn from it (app-icon.ts), under content-hashed names.
 * @see https://www.w3.org/TR/appmanifest/
 */
import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DEFAULT_SCHEME_NAME } from '../../shared/validation/messages.ts'
import { START_PATH } from '../service-worker/offline-policy.ts'
import { appIconPng } from './app-icon.ts'

export const WEB_MANIFEST_FILE = 'manifest.webmanifest'
/** The header's colour (index.html's theme-color): the installed app's title bar. */
const THEME_COLOUR = '#5b1a8f'
const PNG_SIZES = [192, 512] as const

/** Writes the manifest and its PNG icons; returns the icons' URLs, for the service worker to keep. */
export async function writeWebManifest(outdir: string, svgIconUrl: string): Promise<string[]> {
  const pngIcons = await Promise.all(
    PNG_SIZES.map(async (size) => {
      const body = appIconPng(size)
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 8).toUpperCase()
      const src = `/assets/app-icon-${size}-${hash}.png`
      await writeFile(join(outdir, src), body)
      return { src, sizes: `${size}x${size}`, type: 'image/png' }
    }),
  )
  const manifest = {
    id: START_PATH,
    name: DEFAULT_SCHEME_NAME,
    short_name: DEFAULT_SCHEME_NAME,
    description: `Your ${DEFAULT_SCHEME_NAME} card, points and offers`,
    lang: 'en-GB',
    start_url: START_PATH,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    icons: [{ src: svgIconUrl, sizes: 'any', type: 'image/svg+xml' }, ...pngIcons],
  }
  await writeFile(join(outdir, WEB_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
  return pngIcons.map((icon) => icon.src)
}
