/**
 * /mobile-preview: a content editor pastes a preview link (or its token), chooses what it previews,
 * and sees it at a phone's width (390 px) beside whatever screen they are on.
 */
import { type FormEvent, useId, useState } from 'react'
import { PREVIEW_KINDS, type PreviewKind } from '../../../../shared/contract/previews.ts'
import { Button } from '../../../components/ui/button.tsx'
import { RadioGroup } from '../../../components/ui/choice-group.tsx'
import { usePreview } from '../../../features/previews/api/get-preview.ts'
import { PreviewState } from '../../../features/previews/components/preview-state.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'
import { PreviewContent } from './preview-content.tsx'

const KIND_NAMES: Record<PreviewKind, string> = {
  'offer-card': 'Offer card',
  'hero-card': 'Hero card',
  'offer-details': 'Offer details',
}

/** The token from a pasted preview link (its last path segment) or the token itself. */
const tokenOf = (text: string) =>
  text
    .trim()
    .split(/[/?#]/)
    .filter(Boolean)
    .findLast((part) => part.includes('.')) ?? ''

function MobilePreview({ entry }: ScreenProps) {
  const [shown, setShown] = useState<{ kind: PreviewKind; token: string } | null>(null)
  const [kind, setKind] = useState<PreviewKind>('offer-card')
  const [text, setText] = useState('')
  const fieldId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setShown({ kind, token: tokenOf(text) })
  }
  return (
    <div className="page mobile-preview-page">
      <h1>{entry.title}</h1>
      <p>Paste a preview link from the content system to see it as collectors will on a phone.</p>
      <form onSubmit={submit} className="mobile-preview__form">
        <RadioGroup
          legend="What does the link preview?"
          name="kind"
          options={PREVIEW_KINDS.map((value) => ({ value, label: KIND_NAMES[value] }))}
          value={kind}
          onChange={(value) => setKind(value as PreviewKind)}
        />
        <div className="field">
          <label className="field__label" htmlFor={fieldId}>
            Preview link
          </label>
          <textarea
            id={fieldId}
            className="mobile-preview__link"
            rows={4}
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={tokenOf(text) === ''}>
          Show preview
        </Button>
      </form>
      {shown && (
        <section className="mobile-frame" aria-label="Preview at 390 pixels wide">
          <FramedPreview key={`${shown.kind}:${shown.token}`} {...shown} />
        </section>
      )}
    </div>
  )
}

function FramedPreview({ kind, token }: { kind: PreviewKind; token: string }) {
  const { data, isPending, error } = usePreview(kind, token)
  return (
    <PreviewState title={KIND_NAMES[kind]} isPending={isPending} error={error}>
      {data && <PreviewContent preview={data} />}
    </PreviewState>
  )
}

export default withQueryClient(MobilePreview)
