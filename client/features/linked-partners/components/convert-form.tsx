/**
 * Converting points between the collector's balance and the linked airline account (spec §4
 * directions): PTN airline points to points, NTP points to airline points, AOI airline points to
 * points processed by the airline (PENDING first). The rate and what the collector will receive are
 * shown as they type; amounts are whole blocks of the rate.
 */
import { type FormEvent, useCallback, useState } from 'react'
import {
  CONVERSION_MAX_POINTS,
  type ConversionDirection,
  conversionStep,
  convertedPoints,
  type PartnerKey,
} from '../../../../shared/constants/linked-partners.ts'
import type { PartnerView } from '../../../../shared/contract/linked-partners.ts'
import { POINTS_OUT_OF_RANGE } from '../../../../shared/validation/linked-partner-rules.ts'
import { Button } from '../../../components/ui/button.tsx'
import { RadioGroup } from '../../../components/ui/choice-group.tsx'
import { TextField } from '../../../components/ui/field.tsx'
import { useConvertPoints } from '../api/convert-points.ts'
import { formatPoints } from './format.ts'
import { PendingConversion } from './pending-conversion.tsx'

export function ConvertForm({ partner, linkId }: { partner: PartnerView; linkId: string }) {
  const [direction, setDirection] = useState<ConversionDirection>('NTP')
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [pendingId, setPendingId] = useState<string | null>(null)
  const convert = useConvertPoints()
  const clearPending = useCallback(() => setPendingId(null), [])
  const key = partner.key as PartnerKey
  const step = conversionStep(key, direction)
  const points = Number(amount)
  const inRange = /^[0-9]+$/.test(amount) && points <= CONVERSION_MAX_POINTS
  const receive = inRange ? convertedPoints(key, direction, points) : 0
  const fromPartner = direction !== 'NTP'
  const unitsFrom = fromPartner ? partner.pointsName : 'points'
  const unitsTo = fromPartner ? 'points' : partner.pointsName

  const directions = [
    { value: 'NTP', label: `Points to ${partner.name} ${partner.pointsName}` },
    { value: 'PTN', label: `${partner.name} ${partner.pointsName} to points` },
    {
      value: 'AOI',
      label: `${partner.name} ${partner.pointsName} to points, processed by ${partner.name}`,
      hint: 'This can take a little while to complete',
    },
  ]

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const message =
      amount.trim() === ''
        ? 'Enter the number of points to convert'
        : points > CONVERSION_MAX_POINTS
          ? POINTS_OUT_OF_RANGE
          : receive === 0
            ? `Enter a number of ${unitsFrom} in blocks of ${step}`
            : undefined
    setError(message)
    if (message) {
      event.currentTarget.querySelector<HTMLInputElement>('[name="points"]')?.focus()
      return
    }
    convert.mutate(
      { linkId, direction, points },
      {
        onSuccess: (conversion) => {
          setAmount('')
          if (conversion.result === 'PENDING') setPendingId(conversion.id)
        },
      },
    )
  }

  return (
    <form className="convert-form" noValidate onSubmit={submit} aria-labelledby="convert-heading">
      <h3 id="convert-heading">Convert points</h3>
      <p className="convert-form__rate">
        Conversion rate: {formatPoints(partner.rate.basePoints)} points ={' '}
        {formatPoints(partner.rate.partnerPoints)} {partner.pointsName}
      </p>
      <RadioGroup
        legend="What would you like to convert?"
        name="direction"
        options={directions}
        value={direction}
        onChange={(value) => {
          setDirection(value as ConversionDirection)
          setError(undefined)
        }}
      />
      <TextField
        label={`Number of ${unitsFrom} to convert`}
        hint={`In blocks of ${step}`}
        name="points"
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        error={error}
        onChange={(event) => setAmount(event.target.value.trim())}
      />
      <p className="convert-form__receive" aria-live="polite">
        {receive > 0 ? `You'll receive ${formatPoints(receive)} ${unitsTo}` : ''}
      </p>
      <Button type="submit" isLoading={convert.isPending || pendingId !== null}>
        Convert points
      </Button>
      {pendingId && <PendingConversion linkId={linkId} conversionId={pendingId} onFinal={clearPending} />}
    </form>
  )
}
