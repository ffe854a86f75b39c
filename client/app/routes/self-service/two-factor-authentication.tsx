import { LinkRefused } from '../../../features/email-links/components/link-refused.tsx'
import { CodeLinkEntry } from '../../../features/self-service/components/code-link-entry.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'

/** The security code's e-mailed link: /two-factor-authentication/:token, refused as the other e-mailed links are. */
function TwoFactorAuthenticationRoute({ params }: ScreenProps) {
  const { identityStartPrefix } = useAppConfig()
  const requestHref = `${identityStartPrefix}/forgotten-password`
  return (
    <CodeLinkEntry
      token={params.token ?? ''}
      refused={(error) => (
        <LinkRefused error={error} next={{ href: requestHref, label: 'Ask for a new code' }} />
      )}
      requestHref={requestHref}
      loginHref={`${identityStartPrefix}/enter-card-number`}
    />
  )
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(TwoFactorAuthenticationRoute)
