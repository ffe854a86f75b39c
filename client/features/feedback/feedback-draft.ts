/**
 * The feedback draft (routes specification §3 Feedback, §9): the text being written, kept in
 * session storage under one named key until it is sent, so a reload or a detour loses nothing.
 * Where storage is unavailable the form still works, without a draft.
 */
const FEEDBACK_DRAFT_KEY = 'feedback-draft'

export function readDraft(): string {
  try {
    return sessionStorage.getItem(FEEDBACK_DRAFT_KEY) ?? ''
  } catch {
    return ''
  }
}

export function saveDraft(text: string) {
  try {
    if (text === '') sessionStorage.removeItem(FEEDBACK_DRAFT_KEY)
    else sessionStorage.setItem(FEEDBACK_DRAFT_KEY, text)
  } catch {
    // Storage full or blocked: the text stays in the form.
  }
}

export const clearDraft = () => saveDraft('')
