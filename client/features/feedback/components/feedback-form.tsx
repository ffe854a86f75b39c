/**
 * The feedback form (routes specification §2.5, §4, §5): a text area of at most 10,000 characters
 * with a live count, and 'Send feedback', inactive while the text and the saved draft are both
 * empty. The text is kept as a draft while it is written; sending shows the button loading; on
 * success the draft is removed and a thank-you with the collector's first name replaces the form;
 * on failure the message shows under the text area and the draft stays.
 */
import { type FormEvent, useId, useState } from 'react'
import type { FeedbackKind } from '../../../../shared/constants/catalogue.ts'
import { FEEDBACK_MAX } from '../../../../shared/constants/limits.ts'
import { FEEDBACK_SEND_FAILED } from '../../../../shared/contract/feedback.ts'
import { Button } from '../../../components/ui/button.tsx'
import { ApiError } from '../../../lib/api-error.ts'
import { useSendFeedback } from '../api/send-feedback.ts'
import { clearDraft, readDraft, saveDraft } from '../feedback-draft.ts'
import { FeedbackThanks } from './feedback-thanks.tsx'

type Props = {
  kind: FeedbackKind
  /** The page it is written on, stored with it. */
  route: string
  /** What the page asked about (a device, a partner). */
  subject?: string | undefined
  /** What the text area asks for. */
  label?: string
}

const count = new Intl.NumberFormat('en-GB')

export function FeedbackForm({ kind, route, subject, label = 'Your feedback' }: Props) {
  const [text, setText] = useState(readDraft)
  const send = useSendFeedback()
  const textId = useId()
  if (send.isSuccess) return <FeedbackThanks />

  const change = (value: string) => {
    setText(value)
    saveDraft(value)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const written = text.trim() === '' ? readDraft() : text
    if (written.trim() === '') return
    send.mutate({ kind, route, text: written, ...(subject ? { subject } : {}) }, { onSuccess: clearDraft })
  }
  // Too many sent says when to try again; anything else (timeout, upstream down) gets the one message.
  const error = send.isError
    ? send.error instanceof ApiError && send.error.status === 429
      ? send.error.message
      : FEEDBACK_SEND_FAILED
    : undefined
  const empty = text.trim() === '' && readDraft().trim() === ''

  return (
    <form className="feedback-form" onSubmit={submit} noValidate>
      <div className={error ? 'field field--error' : 'field'}>
        <label className="field__label" htmlFor={textId}>
          {label}
        </label>
        <p className="field__hint" id={`${textId}-hint`}>
          Please don't include personal details such as your card number or password.
        </p>
        <textarea
          id={textId}
          className="feedback-form__text"
          rows={8}
          maxLength={FEEDBACK_MAX}
          value={text}
          aria-describedby={`${textId}-hint ${textId}-count${error ? ` ${textId}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => change(event.target.value)}
        />
        <p className="feedback-form__count" id={`${textId}-count`} aria-live="polite">
          {count.format(text.length)} of {count.format(FEEDBACK_MAX)} characters
        </p>
        {error && (
          <p className="field__error" id={`${textId}-error`} role="alert">
            <span className="visually-hidden">Error: </span>
            {error}
          </p>
        )}
      </div>
      <Button type="submit" disabled={empty} isLoading={send.isPending}>
        Send feedback
      </Button>
    </form>
  )
}
