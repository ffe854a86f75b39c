/**
 * What a preview page shows around its content: a banner saying it is a preview, while the token is
 * checked a status line, and when it is refused the gateway's reason (expired, invalid, another kind,
 * previews off) with nothing of the token's contents.
 */
import type { ReactNode } from 'react'
import { Notice } from '../../../components/ui/notice.tsx'
import { ApiError } from '../../../lib/api-error.ts'

export function PreviewBanner() {
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
        <p className="loading" role="status">
          Checking the preview link
        </p>
      </div>
    )
  return (
    <div className="page preview-page">
      <PreviewBanner />
      {children}
    </div>
  )
}
