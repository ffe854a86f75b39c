/**
 * One partner: its name and conversion rate, then either the linked account (masked membership
 * number, state, airline points, conversions, unlink once confirmed) or the form to link one.
 */
import type { PartnerKey } from '../../../../shared/constants/linked-partners.ts'
import type { PartnerView } from '../../../../shared/contract/linked-partners.ts'
import { usePopupManager } from '../../../components/popups/popup-manager.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { useUnlinkPartner } from '../api/unlink-partner.ts'
import { ConversionHistory } from './conversion-history.tsx'
import { ConvertForm } from './convert-form.tsx'
import { formatDate, formatPoints } from './format.ts'
import { LinkForm } from './link-form.tsx'
import '../popups/unlink-partner.tsx'

export function PartnerAccount({ partner }: { partner: PartnerView }) {
  const unlink = useUnlinkPartner()
  const { openPopup, popup } = usePopupManager()
  const { account } = partner
  const headingId = `partner-${partner.key}`
  return (
    <section className="linked-partner" aria-labelledby={headingId}>
      <h2 id={headingId}>{partner.name}</h2>
      {account ? (
        <>
          <dl className="linked-partner__details">
            <div>
              <dt>Membership number</dt>
              <dd>{account.maskedMemberNumber}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{account.state === 'COMPLETE' ? 'Linked' : account.state}</dd>
            </div>
            <div>
              <dt>Your {partner.pointsName}</dt>
              <dd>{formatPoints(account.partnerPoints)}</dd>
            </div>
            <div>
              <dt>Linked since</dt>
              <dd>{formatDate(account.linkedAt)}</dd>
            </div>
          </dl>
          <ConvertForm partner={partner} linkId={account.id} />
          <ConversionHistory partner={partner} linkId={account.id} />
          <Button
            variant="secondary"
            isLoading={unlink.isPending}
            onClick={() =>
              openPopup('UNLINK_PARTNER', {
                partnerName: partner.name,
                pointsName: partner.pointsName,
                onConfirm: () => unlink.mutate(account.id),
              })
            }
          >
            Unlink {partner.name} account
          </Button>
          {popup}
        </>
      ) : (
        <>
          <p>
            Link your {partner.name} account to convert your points into {partner.pointsName} and back.
            Conversion rate: {formatPoints(partner.rate.basePoints)} points ={' '}
            {formatPoints(partner.rate.partnerPoints)} {partner.pointsName}.
          </p>
          <LinkForm partner={partner.key as PartnerKey} partnerName={partner.name} />
        </>
      )}
    </section>
  )
}
