/**
 * /account/close and /account/close-account ('Close Account'): what closing means, then deleting
 * the account online when that is on (isDeleteAccountEnabled), or how to ask us to.
 */
import { Link } from '../../../components/ui/link.tsx'

export function CloseAccount({ canDeleteOnline }: { canDeleteOnline: boolean }) {
  return (
    <>
      <p>If you close your account:</p>
      <ul>
        <li>you'll lose any points you haven't spent, and your vouchers and saved offers</li>
        <li>your card will stop working and you won't be able to log in</li>
        <li>we'll delete your personal details; your past transactions are kept without your name</li>
      </ul>
      <p>If you'd rather stop hearing from us, you can change your communication preferences instead.</p>
      <p>
        <Link href="/account/comms">Change your communication preferences</Link>
      </p>
      {canDeleteOnline ? (
        <Link href="/delete-account" variant="primary">
          Delete your account
        </Link>
      ) : (
        <p>
          To close your account, <Link href="/contact-us">contact us</Link>.
        </p>
      )}
    </>
  )
}
