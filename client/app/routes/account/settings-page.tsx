/** The frame of an account settings screen: the route's title as the heading, and the way back to the account. */
import type { ReactNode } from 'react'
import { Link } from '../../../components/ui/link.tsx'

export function SettingsPage({
  title,
  children,
  back = true,
}: {
  title: string
  children: ReactNode
  back?: boolean
}) {
  return (
    <div className="page account-settings">
      {back && (
        <p className="account-settings__back">
          <Link href="/account">Back to your account</Link>
        </p>
      )}
      <h1>{title}</h1>
      {children}
    </div>
  )
}
