/**
 * /account/replace-card/reason and /account/request-card (routes specification §3 Card replacement
 * types): why the card is replaced (lost, stolen, damaged) and, while key tags are in stock, whether
 * a card or a key tag comes. A lost or stolen card is blocked at once; the new number shows on the
 * home card, and /card-coming says what happens next.
 */
import { useState } from 'react'
import { useLocation } from 'wouter'
import type { AccountReplacementType } from '../../../../shared/contract/account-settings.ts'
import { REPLACEMENT_REASON_REQUIRED } from '../../../../shared/contract/card-self-service.ts'
import { Button } from '../../../components/ui/button.tsx'
import { RadioGroup } from '../../../components/ui/choice-group.tsx'
import { useReplaceCard } from '../api/replace-card.ts'

const REASONS = [
  { value: 'LOST', label: 'Lost' },
  { value: 'STOLEN', label: 'Stolen' },
  { value: 'DAMAGED', label: 'Damaged' },
] as const

const KINDS = [
  { value: 'CARD', label: 'A new card' },
  { value: 'KEYTAG', label: 'A new key tag', hint: 'A smaller card for your keyring' },
] as const

export function ReplaceCardForm({ keyTagsInStock }: { keyTagsInStock: boolean }) {
  const [, navigate] = useLocation()
  const [reason, setReason] = useState<AccountReplacementType>()
  const [kind, setKind] = useState<'CARD' | 'KEYTAG'>('CARD')
  const [error, setError] = useState<string>()
  const replace = useReplaceCard({ onSuccess: () => navigate('/card-coming') })
  const blocks = reason === 'LOST' || reason === 'STOLEN'
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!reason) return setError(REPLACEMENT_REASON_REQUIRED)
        replace.mutate({
          replacementType: reason,
          ...(keyTagsInStock && kind === 'KEYTAG' ? { keyTag: true } : {}),
        })
      }}
    >
      <RadioGroup
        legend="What happened to your card?"
        name="replacement-type"
        options={REASONS}
        value={reason}
        error={error}
        onChange={(value) => {
          setReason(value as AccountReplacementType)
          setError(undefined)
        }}
      />
      {keyTagsInStock && (
        <RadioGroup
          legend="What would you like instead?"
          name="card-type"
          options={KINDS}
          value={kind}
          onChange={(value) => setKind(value as 'CARD' | 'KEYTAG')}
        />
      )}
      {blocks && (
        <p className="replace-card__warning">
          We'll block your current card as soon as you order a new one. Your points will move to your new
          card.
        </p>
      )}
      <Button type="submit" isLoading={replace.isPending}>
        Order a new card
      </Button>
    </form>
  )
}
