/**
 * The feedback screens in one chunk (/feedback and its sub-pages): one import() in screens.ts keeps
 * the welcome page's script within its size budget, as each entry there adds to it.
 */
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import { wrapEach } from '../../chunk-screens.ts'
import FeedbackDeviceOptions from './device-options.tsx'
import FeedbackStart from './feedback.tsx'
import FeedbackFormPage from './form-page.tsx'
import FeedbackPartnerOptions from './partner-options.tsx'
import FeedbackSupport from './support.tsx'

// Sends feedback through TanStack Query: rendered inside the app's QueryClient (lib/react-query.ts).
export const screens = wrapEach(
  {
    feedback: FeedbackStart,
    'feedback-device-options': FeedbackDeviceOptions,
    'feedback-partner-options': FeedbackPartnerOptions,
    'feedback-support': FeedbackSupport,
    'feedback-missing-points': FeedbackSupport,
    // The form pages: one form, its topic by the page.
    'feedback-form': FeedbackFormPage,
    'feedback-problems': FeedbackFormPage,
    'feedback-sainsburys': FeedbackFormPage,
    'feedback-partner': FeedbackFormPage,
    'feedback-suggestion': FeedbackFormPage,
    'feedback-positive': FeedbackFormPage,
    'feedback-other': FeedbackFormPage,
  },
  withQueryClient,
)
