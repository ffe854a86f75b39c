/**
 * The help screens in one chunk (help, contact-us, register-help): one import() in screens.ts keeps the welcome
 * page's script within its size budget, as each entry there adds to it.
 */
import type { ChunkScreens } from '../../chunk-screens.ts'
import ContactUsRoute from './contact-us.tsx'
import HelpRoute from './help.tsx'
import RegisterHelpRoute from './register-help.tsx'

export const screens = {
  help: HelpRoute,
  'contact-us': ContactUsRoute,
  'register-help': RegisterHelpRoute,
} satisfies ChunkScreens
