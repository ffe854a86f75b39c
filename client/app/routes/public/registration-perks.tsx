/**
 * The welcome page's registration-perks table, in its own small chunk so the welcome page's own
 * script does not grow; it sits below the first screen, so loading it after is unseen.
 */
import { Link } from '../../../components/ui/link.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'
import { REGISTRATION_PERKS } from './content/registration-perks.ts'
import { ContentTable } from './content-table.tsx'

export default function RegistrationPerks() {
  const { identityStartPrefix: prefix } = useAppConfig()
  const { title, caption, columns, rows, action } = REGISTRATION_PERKS
  return (
    <section className="welcome__compare" aria-labelledby="welcome-compare">
      <h2 id="welcome-compare">{title}</h2>
      <ContentTable caption={caption} columns={columns} rows={rows} />
      <p>
        <Link href={`${prefix}/card-check`}>{action}</Link>
      </p>
    </section>
  )
}
