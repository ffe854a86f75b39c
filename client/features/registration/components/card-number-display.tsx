/**
 * The new card number: the first 8 digits plain and the rest bold; "Copy your card number" copies
 * only the rest and says "Copied!" for 3 s.
 */
import { COPIED_MS } from '../../../../shared/constants/timings.ts'
import { Button } from '../../../components/ui/button.tsx'
import { useTimedFlag } from '../../../lib/use-timed-flag.ts'

export function CardNumberDisplay({ cardPrefix, cardNumber }: { cardPrefix: string; cardNumber: string }) {
  const [copied, showCopied] = useTimedFlag(COPIED_MS)
  const full = `${cardPrefix}${cardNumber}`
  const plain = full.slice(0, 8)
  const rest = full.slice(8)
  const copy = async () => {
    await navigator.clipboard.writeText(rest)
    showCopied()
  }
  return (
    <div className="card-number">
      <p className="card-number__label">Your card number</p>
      <p className="card-number__value">
        {plain}
        <strong>{rest}</strong>
      </p>
      <Button variant="secondary" onClick={copy}>
        Copy your card number
      </Button>
      <p className="card-number__copied" role="status">
        {copied ? 'Copied!' : ''}
      </p>
    </div>
  )
}
