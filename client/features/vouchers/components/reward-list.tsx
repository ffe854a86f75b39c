/**
 * Choosing a reward and confirming it (/redemption, /zero-point-redemption). Choosing opens a
 * confirm step with one idempotency key, sent with every try of that confirm, so a double click
 * or a retry spends once. A reward the collector cannot take (spending locked, too few points) says
 * why on the reward and cannot be chosen; a refusal all the same (expired, or the balance changed)
 * shows its message at the confirm step, and nothing has changed.
 */
import { useRef, useState } from 'react'
import type { RedemptionResult, Reward, RewardKind } from '../../../../shared/contract/vouchers.ts'
import { QueryState } from '../../../components/query/query-state.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { useRewards } from '../api/get-rewards.ts'
import { newIdempotencyKey, useRedeemReward } from '../api/redeem-reward.ts'
import { useRedemptionLock } from '../api/redemption-lock.ts'
import { formatDate, formatPoints, formatValue } from '../format.ts'
import { whyUnavailable } from '../reward-availability.ts'

type Choice = { reward: Reward; idempotencyKey: string }

function ConfirmReward({
  choice,
  onCancel,
  onRedeemed,
}: {
  choice: Choice
  onCancel: () => void
  onRedeemed: (result: RedemptionResult) => void
}) {
  const redeem = useRedeemReward({ onRedeemed })
  // A double click arrives before the button is disabled: the second press waits for the first.
  const sending = useRef(false)
  const { reward } = choice
  const confirm = () => {
    if (sending.current) return
    sending.current = true
    redeem.mutate(
      { reward, idempotencyKey: choice.idempotencyKey },
      {
        onSettled: () => {
          sending.current = false
        },
      },
    )
  }
  return (
    <section className="reward-confirm" aria-labelledby="reward-confirm-heading">
      <h2 id="reward-confirm-heading" tabIndex={-1}>
        Confirm your reward
      </h2>
      <p>
        {reward.pointsCost === 0
          ? `${reward.title} is free: it costs no points.`
          : `You're spending ${formatPoints(reward.pointsCost)} on ${reward.title}.`}
      </p>
      {redeem.isError ? (
        <Notice kind="error">
          {redeem.error instanceof Error ? redeem.error.message : DEFAULT_ERROR_MESSAGE}
        </Notice>
      ) : null}
      <div className="reward-confirm__actions">
        <Button disabled={redeem.isPending} onClick={confirm}>
          {redeem.isPending ? 'Confirming…' : 'Confirm'}
        </Button>
        <Button variant="secondary" disabled={redeem.isPending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  )
}

export function RewardList({
  kind,
  points,
  onRedeemed,
}: {
  kind: RewardKind
  /** The collector's points balance, once known. */
  points: number | undefined
  onRedeemed: (result: RedemptionResult) => void
}) {
  const rewards = useRewards(kind)
  const locked = useRedemptionLock().data?.status === 'LOCKED'
  const [choice, setChoice] = useState<Choice | null>(null)
  const confirmRef = useRef<HTMLDivElement>(null)
  const choose = (reward: Reward) => {
    setChoice({ reward, idempotencyKey: newIdempotencyKey() })
    // The confirm step appears below the list on a phone: bring it into view and give it focus.
    requestAnimationFrame(() => {
      const heading = confirmRef.current?.querySelector('h2')
      heading?.scrollIntoView({ block: 'center' })
      heading?.focus()
    })
  }
  return (
    <QueryState
      query={rewards}
      loading="Loading rewards"
      failed="We couldn't load the rewards."
      failureHidesData
    >
      {(data) => (
        <div className="reward-list">
          {data.rewards.length === 0 ? <p>There are no rewards to choose from right now.</p> : null}
          <ul className="reward-list__items">
            {data.rewards.map((reward) => {
              const unavailable = whyUnavailable(reward, { points, locked })
              const reasonId = `reward-${reward.id}-unavailable`
              return (
                <li
                  key={reward.id}
                  className={`reward-card${unavailable ? ' reward-card--unavailable' : ''}`}
                >
                  <img
                    className="reward-card__logo"
                    src={reward.logoImageLocation}
                    alt=""
                    width={56}
                    height={56}
                  />
                  <div className="reward-card__text">
                    <p className="reward-card__partner">{reward.partnerName}</p>
                    <h3 className="reward-card__title">{reward.title}</h3>
                    <p className="reward-card__meta">
                      <strong>{formatPoints(reward.pointsCost)}</strong> · worth{' '}
                      {formatValue(reward.valuePence)} · available until {formatDate(reward.expiresAt)}
                    </p>
                    {unavailable ? (
                      <p className="reward-card__unavailable" id={reasonId}>
                        {unavailable}
                      </p>
                    ) : null}
                  </div>
                  <Button
                    variant="secondary"
                    aria-label={`Choose ${reward.title}`}
                    aria-describedby={unavailable ? reasonId : undefined}
                    aria-pressed={choice?.reward.id === reward.id}
                    disabled={unavailable !== undefined}
                    onClick={() => choose(reward)}
                  >
                    Choose
                  </Button>
                </li>
              )
            })}
          </ul>
          <div ref={confirmRef}>
            {choice ? (
              <ConfirmReward
                key={choice.idempotencyKey}
                choice={choice}
                onCancel={() => setChoice(null)}
                onRedeemed={onRedeemed}
              />
            ) : null}
          </div>
        </div>
      )}
    </QueryState>
  )
}
