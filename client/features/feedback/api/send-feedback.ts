/** Sends the collector's feedback (`POST /api/feedback`). Never retried: a retry could send it twice. */
import { useMutation } from '@tanstack/react-query'
import { type Feedback, feedbackApi } from '../../../../shared/contract/feedback.ts'
import { call } from '../../../lib/api-client.ts'

const sendFeedback = (feedback: Feedback) => call(feedbackApi.send, { body: feedback })

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback, retry: false })
