/**
 * /confirm-email-address?token=…: the page spends the link as it opens (a script, so a mail
 * scanner that only fetches the page spends nothing), then says the address is confirmed, or why
 * the link no longer works.
 */
import { useEffect, useRef } from 'react'
import { Link } from '../../../components/ui/link.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { useVerifyEmail } from '../api/verify-email.ts'
import { LinkRefused } from './link-refused.tsx'

const LOG_IN = { href: '/homepage', label: 'Go to your account' }

export function ConfirmEmailAddress({ token }: { token: string }) {
  const verify = useVerifyEmail()
  const started = useRef(false)
  useEffect(() => {
    // Once per page, even when React runs effects twice in development.
    if (started.current) return
    started.current = true
    verify.mutate(token)
  }, [token, verify])

  if (verify.error)
    return <LinkRefused error={verify.error} onRetry={() => verify.mutate(token)} next={LOG_IN} />
  if (!verify.isSuccess) return <p role="status">Confirming your email address</p>
  return (
    <>
      <h1>Your email address is confirmed</h1>
      <Notice>Thanks, we'll use this address for your account.</Notice>
      <p>
        <Link href={LOG_IN.href}>{LOG_IN.label}</Link>
      </p>
    </>
  )
}
