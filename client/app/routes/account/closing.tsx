/**
 * /account/close and /account/close-account ('Close Account'), and /delete-account (public; the
 * deletion itself needs a session and isDeleteAccountEnabled). After a deletion the browser is
 * cleared as logout clears it, the logout-success flag is kept, and the browser goes where the
 * answer says.
 */

import { Loading } from '../../../components/query/loading.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { CloseAccount } from '../../../features/account-settings/components/close-account.tsx'
import { DeleteAccountForm } from '../../../features/account-settings/components/delete-account-form.tsx'
import { useAppConfig, useSwitch } from '../../../lib/app-config.ts'
import { removeOfflineCard } from '../../../lib/offline/offline-card-worker.ts'
import { useSession } from '../../../lib/use-session.ts'
import type { ScreenProps } from '../../screen-props.ts'
import { clearLocalSession, keepLogoutSuccess } from '../sign-in/local-session.ts'
import { SettingsPage } from './settings-page.tsx'

export function CloseAccountScreen({ entry }: ScreenProps) {
  return (
    <SettingsPage title={entry.title}>
      <CloseAccount canDeleteOnline={useSwitch('isDeleteAccountEnabled')} />
    </SettingsPage>
  )
}

async function finishLogout(location: string) {
  clearLocalSession()
  keepLogoutSuccess()
  await removeOfflineCard().catch(() => {})
  window.location.assign(location)
}

export function DeleteAccountScreen({ entry }: ScreenProps) {
  const enabled = useSwitch('isDeleteAccountEnabled')
  const session = useSession()
  const { identityStartPrefix } = useAppConfig()
  const body = !enabled ? (
    <>
      <Notice>You cannot delete your account online at the moment.</Notice>
      <p>
        To close your account, <Link href="/contact-us">contact us</Link>.
      </p>
    </>
  ) : !session ? (
    <Loading busy>Loading</Loading>
  ) : !session.signedIn ? (
    <>
      <p>To delete your account, log in first.</p>
      <Link
        href={`${identityStartPrefix}/enter-card-number?next=${encodeURIComponent('/delete-account')}`}
        variant="primary"
      >
        Log in to delete your account
      </Link>
    </>
  ) : (
    <DeleteAccountForm onDeleted={(answer) => void finishLogout(answer.location)} />
  )
  return (
    <SettingsPage title={entry.title} back={enabled && session?.signedIn === true}>
      {body}
    </SettingsPage>
  )
}
