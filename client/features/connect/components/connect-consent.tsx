/**
 * The consent page of a partner connection: which partner asks, for what (in words), where the
 * collector returns; 'Allow' or 'Don't allow'. Signed out, it asks the collector to log in first and
 * comes back here afterwards. A refused request says why, with nothing to press but the way home.
 */

import type { ConnectRequest } from '../../../../shared/contract/connect.ts'
import { ERROR_CODES } from '../../../../shared/contract/errors.ts'
import { isPartnerCode } from '../../../../shared/validation/link-tokens.ts'
import { InvalidLink } from '../../../components/invalid-link.tsx'
import { Loading } from '../../../components/query/loading.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { ApiError } from '../../../lib/api-error.ts'
import { useConnectConsent, useConnectRequest } from '../api/connect.ts'

export function ConnectConsent({
  request,
  signedIn,
  loginHref,
}: {
  request: ConnectRequest
  signedIn: boolean | undefined
  loginHref: string
}) {
  const wellFormed = isPartnerCode(request.code)
  const { data, error, isPending } = useConnectRequest(request, wellFormed)
  const consent = useConnectConsent()
  // A link cut short or mistyped (a partner code not of its shape, or fields the gateway's schema refuses).
  if (!wellFormed || (error instanceof ApiError && error.code === ERROR_CODES.validation))
    return (
      <InvalidLink
        why="Part of the link from the partner is missing or mistyped. Go back to the partner's website or app and start connecting again."
        next={{ href: '/nectar-connect', label: 'How connecting works' }}
      />
    )
  if (error)
    return (
      <>
        <h1>We can't connect your account</h1>
        <Notice kind="error">
          <p>
            {error instanceof ApiError ? error.message : "We couldn't check this request. Try again later."}
          </p>
        </Notice>
        <p>
          <Link href="/">Go to the home page</Link>
        </p>
      </>
    )
  if (isPending || signedIn === undefined)
    return (
      <>
        <h1>Connect your account</h1>
        <Loading>Checking the request</Loading>
      </>
    )
  const { partner, scopes, returnsTo } = data
  return (
    <>
      <h1>{partner.name} wants to connect to your account</h1>
      <p>If you allow it, {partner.name} will get:</p>
      <ul className="connect__scopes">
        {scopes.map((scope) => (
          <li key={scope.key}>{scope.description}</li>
        ))}
      </ul>
      <p>
        You'll go back to <strong>{returnsTo}</strong>. You can disconnect {partner.name} at any time by
        contacting us.
      </p>
      {signedIn ? (
        <div className="connect__actions">
          <Button
            onClick={() => consent.mutate({ request, decision: 'allow' })}
            isLoading={consent.isPending && consent.variables?.decision === 'allow'}
            disabled={consent.isPending}
          >
            Allow
          </Button>
          <Button
            variant="secondary"
            onClick={() => consent.mutate({ request, decision: 'deny' })}
            isLoading={consent.isPending && consent.variables?.decision === 'deny'}
            disabled={consent.isPending}
          >
            Don't allow
          </Button>
        </div>
      ) : (
        <p>
          <Link href={loginHref} variant="primary">
            Log in to connect
          </Link>
        </p>
      )}
      {consent.isError && (
        <Notice kind="error">
          <p>
            {consent.error instanceof ApiError ? consent.error.message : 'Something went wrong. Try again'}
          </p>
        </Notice>
      )}
    </>
  )
}
