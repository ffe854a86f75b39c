/**
 * What a preview page shows around its content: a banner saying it is a preview, while the token is
 * checked a status line, and when it is refused the gateway's reason (expired, invalid, another kind,
 * previews off) with nothing of the token's contents: an invalid or expired link is the invalid-link page.
 */

import type { ReactNode } from 'react'
import { PREVIEW_REFUSALS } from '../../../../shared/contract/previews.ts'
import { InvalidLink, linkFailureOf } from '../../../components/invalid-link.tsx'
import { Loading } from '../../../components/query/loading.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { ApiError } from '../../../lib/api-error.ts'

type PreviewLinkFailure = 'PREVIEW_INVALID' | 'PREVIEW_EXPIRED'

/** A link the preview's own reasons or the gateway's schema refuse; any other failure is not the link's. */
function previewLinkFailure(error: Error | null): PreviewLinkFailure | undefined {
  if (!(error instanceof ApiError)) return undefined
  if (error.code === 'PREVIEW_INVALID' || error.code === 'PREVIEW_EXPIRED') return error.code
  return linkFailureOf(error) ? 'PREVIEW_INVALID' : undefined
}

/** A preview link cut short, mistyped, signed by another key or too old: the invalid-link page. */
export function PreviewLinkInvalid({ failure = 'PREVIEW_INVALID' }: { failure?: PreviewLinkFailure }) {
  return (
    <div className="page preview-page">
      <InvalidLink
        failure={failure === 'PREVIEW_EXPIRED' ? 'LINK_EXPIRED' : 'LINK_UNKNOWN'}
        why={PREVIEW_REFUSALS[failure]}
        next={{ href: '/', label: 'Go to the home page' }}
      />
    </div>
  )
}

function PreviewBanner() {
  return (
    <p className="preview-banner" role="note">
      Preview: this is how it will look to collectors. Its buttons do nothing here.
    </p>
  )
}

export function PreviewState({
  title,
  isPending,
  error,
  children,
}: {
  title: string
  isPending: boolean
  error: Error | null
  children: ReactNode
}) {
  const failure = previewLinkFailure(error)
  if (failure) return <PreviewLinkInvalid failure={failure} />
  if (error)
    return (
      <div className="page preview-page">
        <h1>{title}</h1>
        <Notice kind="error">
          <p>
            {error instanceof ApiError ? error.message : "We couldn't check this preview link. Try again."}
          </p>
        </Notice>
      </div>
    )
  if (isPending)
    return (
      <div className="page preview-page">
        <h1>{title}</h1>
        <Loading>Checking the preview link</Loading>
      </div>
    )
  return (
    <div className="page preview-page">
      <PreviewBanner />
      {children}
    </div>
  )
}
