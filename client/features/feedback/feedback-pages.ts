/**
 * What each feedback page is about (routes specification §2.3 feedback sub-pages, §2.5: three kinds,
 * bug, website feedback and feature suggestion). The new-feedback switch's /feedback lists them; a
 * problem asks for the device first, partner feedback for the partner.
 */
import type { FeedbackKind } from '../../../shared/constants/catalogue.ts'

export type FeedbackTopic = { href: string; label: string; hint: string }

export const FEEDBACK_TOPICS: readonly FeedbackTopic[] = [
  {
    href: '/feedback/device-options',
    label: 'Report a problem with the website',
    hint: 'Something broken, or not working as you expected',
  },
  {
    href: '/feedback/suggestion',
    label: 'Suggest a feature',
    hint: 'Something you would like the website to do',
  },
  { href: '/feedback/positive', label: 'Tell us what you like', hint: 'What works well for you' },
  {
    href: '/feedback/sainsburys',
    label: 'Feedback about the supermarket',
    hint: 'Offers, prices and points in store',
  },
  {
    href: '/feedback/partner-options',
    label: 'Feedback about a partner',
    hint: 'Collecting or spending with a partner brand',
  },
  {
    href: '/feedback/missing-points',
    label: 'Missing points',
    hint: 'Points you expected but have not received',
  },
  { href: '/feedback/support', label: 'Get support with your account', hint: 'Help from our Careline team' },
  { href: '/feedback/other', label: 'Something else', hint: 'Anything we have not asked about' },
]

/** The form pages: the kind each sends, and what its text area asks. */
export const FEEDBACK_FORMS: Readonly<Record<string, { kind: FeedbackKind; label: string }>> = {
  'feedback-form': { kind: 'website-feedback', label: 'Your feedback' },
  'feedback-problems': {
    kind: 'bug',
    label: 'What went wrong? Tell us what you were doing when it happened.',
  },
  'feedback-suggestion': { kind: 'feature-suggestion', label: 'What would you like the website to do?' },
  'feedback-positive': { kind: 'website-feedback', label: 'What do you like?' },
  'feedback-sainsburys': { kind: 'website-feedback', label: 'Your feedback about the supermarket' },
  'feedback-partner': { kind: 'website-feedback', label: 'Your feedback about the partner' },
  'feedback-other': { kind: 'website-feedback', label: 'Your feedback' },
}

export const FEEDBACK_DEVICES = [
  { value: 'phone', label: 'Phone' },
  { value: 'tablet', label: 'Tablet' },
  { value: 'computer', label: 'Computer' },
] as const
