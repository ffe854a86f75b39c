/** The Careline: its number (from the app config) as a phone link, and when it answers. */
import { Link } from '../../components/ui/link.tsx'
import { useAppConfig } from '../../lib/app-config.ts'

export const CARELINE_HOURS = 'Lines are open Monday to Saturday, 8am to 8pm, and Sunday, 10am to 4pm.'

export function CarelineNumber() {
  const { carelinePhone } = useAppConfig()
  return <Link href={`tel:${carelinePhone.replaceAll(' ', '')}`}>{carelinePhone}</Link>
}
