/**
 * The logout-success message (registration specification §4 Logout, step 5): after the account was
 * deleted, the page the browser lands on says so, once. The flag is read once the page is on screen
 * (a page sent as HTML hydrates as rendered, without it) and removed, so a reload or a later visit
 * shows nothing.
 */
import { useEffect, useState } from 'react'
import { Notice } from '../../../components/ui/notice.tsx'
import { LOGOUT_SUCCESS_KEY } from './local-session.ts'

const ACCOUNT_DELETED_MESSAGE = "Your account has been deleted and you've been logged out."

function flagIsSet(): boolean {
  try {
    return sessionStorage.getItem(LOGOUT_SUCCESS_KEY) === 'true'
  } catch {
    return false
  }
}

export function LogoutSuccessNotice() {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!flagIsSet()) return
    setShown(true)
    try {
      sessionStorage.removeItem(LOGOUT_SUCCESS_KEY)
    } catch {
      // Storage blocked: nothing to remove.
    }
  }, [])
  return shown ? <Notice className="logout-success">{ACCOUNT_DELETED_MESSAGE}</Notice> : null
}
