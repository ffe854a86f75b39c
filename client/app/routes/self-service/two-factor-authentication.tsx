import { isLinkToken } from '../../../../shared/validation/link-tokens.ts'
import { InvalidLink } from '../../../components/invalid-link.tsx'
import { LinkRefused } from '../../../features/email-links/components/link-refused.tsx'
import { CodeLinkEntry } from '../../../features/self-service/components/code-link-entry.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'

/**
 * The security code's e-mailed link: /two-factor-authentication/:token, refused as the other e-mailed
 * links are; a token not of the links' shape is refused before any call.
 */
function TwoFactorAuthenticationRoute({ params }: ScreenProps) {
  const { identityStartPrefix } = useAppConfig()
  const requestHref = `${identityStartPrefix}/forgotten-password`
  const next = { href: requestHref, label: 'Ask for a new code' }
  const token = params.token ?? ''
  if (!isLinkToken(token))
    return (
      <div className="page self-service">
        <InvalidLink next={next} />
      </div>
    )
  return (
    <CodeLinkEntry
      token={token}
      refused={(error) => <LinkRefused error={error} next={next} />}
      requestHref={requestHref}
      loginHref={`${identityStartPrefix}/enter-card-number`}
    />
  )
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(TwoFactorAuthenticationRoute)
