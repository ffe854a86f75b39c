/**
 * The feedback screens in one chunk (/feedback and its sub-pages): one import() in screens.ts keeps
 * the welcome page's script within its size budget, as each entry there adds to it.
 */
import type { ComponentType } from 'react'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'
import FeedbackDeviceOptions from './device-options.tsx'
import FeedbackStart from './feedback.tsx'
import FeedbackFormPage from './form-page.tsx'
import FeedbackPartnerOptions from './partner-options.tsx'
import FeedbackSupport from './support.tsx'

const FEEDBACK_SCREENS: Record<string, ComponentType<ScreenProps>> = {
  feedback: FeedbackStart,
  'feedback-device-options': FeedbackDeviceOptions,
  'feedback-partner-options': FeedbackPartnerOptions,
  'feedback-support': FeedbackSupport,
  'feedback-missing-points': FeedbackSupport,
}

function FeedbackScreens(props: ScreenProps) {
  const Screen = FEEDBACK_SCREENS[props.entry.screen] ?? FeedbackFormPage
  return <Screen {...props} />
}

// Sends feedback through TanStack Query: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(FeedbackScreens)
