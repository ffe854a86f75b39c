/**
 * /redemption and /zero-point-redemption: spending points on a reward, or choosing a free one. The
 * balance sits above the rewards; a redemption updates it (the home card's too: the same query),
 * raises the REDEEMED notification and opens the new voucher. While points are locked the page says
 * so and the upstream refuses any redemption.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useLocation } from 'wouter'
import type { RedemptionResult, RewardKind } from '../../../../shared/contract/vouchers.ts'
import { usePopupManager } from '../../../components/popups/popup-manager.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { useBalance } from '../../../features/card/api/get-balance.ts'
import { cardKeys } from '../../../features/card/api/keys.ts'
import { BalancePanel } from '../../../features/card/components/balance-panel.tsx'
import { useRedemptionLock } from '../../../features/vouchers/api/redemption-lock.ts'
import { RewardList } from '../../../features/vouchers/components/reward-list.tsx'
import '../../../features/vouchers/popups/redemption-help.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ScreenProps } from '../../screen-props.ts'

function LockedNotice() {
  const { data } = useRedemptionLock()
  if (data?.status !== 'LOCKED') return null
  return (
    <Notice>
      Your points are locked, so they can't be spent.{' '}
      <Link href="/account/redemption-lock">Unlock your points</Link>
    </Notice>
  )
}

function RedemptionRoute({ entry }: ScreenProps) {
  const kind: RewardKind = entry.screen === 'zero-point-redemption' ? 'zero-point' : 'points'
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const { openPopup, popup } = usePopupManager()
  const points = useBalance().data?.points
  const onRedeemed = (result: RedemptionResult) => {
    queryClient.setQueryData(cardKeys.balance(), { points: result.points })
    void queryClient.invalidateQueries({ queryKey: cardKeys.balance() })
    navigate(`/voucher/success?voucher=${encodeURIComponent(result.voucher.id)}`)
  }
  return (
    <div className="page redemption-page">
      <h1>{kind === 'zero-point' ? 'Free rewards' : 'Spend your points'}</h1>
      <div className="redemption-page__top">
        <BalancePanel />
        <Button variant="text" aria-haspopup="dialog" onClick={() => openPopup('REDEMPTION_HELP')}>
          Need some help?
        </Button>
      </div>
      <LockedNotice />
      <p className="redemption-page__links">
        {kind === 'zero-point' ? (
          <Link href="/redemption">Spend your points</Link>
        ) : (
          <Link href="/zero-point-redemption">Free rewards</Link>
        )}
        <Link href="/vouchers">Your vouchers</Link>
      </p>
      <RewardList kind={kind} points={points} onRedeemed={onRedeemed} />
      {popup}
    </div>
  )
}

export default withQueryClient(RedemptionRoute)
