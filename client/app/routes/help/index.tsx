/**
 * The help screens in one chunk (help, contact-us, register-help): one import() in screens.ts keeps the welcome
 * page's script within its size budget, as each entry there adds to it.
 */
import type { ScreenProps } from '../../screen-props.ts'
import ContactUsRoute from './contact-us.tsx'
import HelpRoute from './help.tsx'
import RegisterHelpRoute from './register-help.tsx'

const HELP_SCREENS = { help: HelpRoute, 'contact-us': ContactUsRoute, 'register-help': RegisterHelpRoute }

export default function HelpScreens({ entry }: ScreenProps) {
  const Screen = HELP_SCREENS[entry.screen as keyof typeof HELP_SCREENS] ?? HelpRoute
  return <Screen />
}
