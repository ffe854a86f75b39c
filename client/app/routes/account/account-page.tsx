/** The frame of an account sub-page: a link back, the heading, then the page's own content. */
import type { ReactNode } from 'react'
import { Link } from '../../../components/ui/link.tsx'

export function AccountPage({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  return (
    <div className="page account">
      <Link href={back} className="account__back">
        Back
      </Link>
      <h1>{title}</h1>
      {children}
    </div>
  )
}

export const LOADING = 'Loading - Please wait...'
