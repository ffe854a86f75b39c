/** App-download banners: the scheme's app in the two app stores. */
import { Link } from '../../../components/ui/link.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'

const APP_STORE_URL = 'https://apps.apple.com/gb/app/nectar/id1086224584'
const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=com.nectar.android'

export function AppBanners() {
  const { schemeName } = useAppConfig()
  return (
    <section className="app-banners" aria-labelledby="app-banners-title">
      <h2 id="app-banners-title">Get the {schemeName} app</h2>
      <p>Scan your digital card at the till and see your offers wherever you are.</p>
      <div className="app-banners__links">
        <Link href={APP_STORE_URL} variant="secondary" target="_blank" rel="noopener noreferrer">
          Download on the App Store
        </Link>
        <Link href={GOOGLE_PLAY_URL} variant="secondary" target="_blank" rel="noopener noreferrer">
          Get it on Google Play
        </Link>
      </div>
    </section>
  )
}
