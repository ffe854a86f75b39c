/**
 * A PENDING conversion followed until it is final (get-conversion.ts reads it every second): then
 * the balance and the history are refreshed and the LINKED 'redeemed' notification raised, or an
 * ERROR notification when the partner declined it (its points are back where they were).
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { LINKED_PARTNER_SUCCESS_MESSAGES } from '../../../../shared/contract/linked-partners.ts'
import { notify } from '../../../lib/notifications.ts'
import { useConversion } from '../api/get-conversion.ts'
import { linkedPartnersKeys } from '../api/keys.ts'

const CONVERSION_DECLINED = 'Your conversion could not be completed. Your points have been returned.'

export function PendingConversion({
  linkId,
  conversionId,
  onFinal,
}: {
  linkId: string
  conversionId: string
  onFinal: () => void
}) {
  const queryClient = useQueryClient()
  const { data } = useConversion(linkId, conversionId)
  const result = data?.result

  useEffect(() => {
    if (result !== 'SUCCESS' && result !== 'ERROR') return
    void queryClient.invalidateQueries({ queryKey: linkedPartnersKeys.list() })
    void queryClient.invalidateQueries({ queryKey: linkedPartnersKeys.conversions(linkId) })
    notify(
      result === 'SUCCESS'
        ? { level: 'LINKED', content: LINKED_PARTNER_SUCCESS_MESSAGES.redeemed }
        : { level: 'ERROR', content: CONVERSION_DECLINED },
    )
    onFinal()
  }, [result, linkId, queryClient, onFinal])

  return (
    <p className="linked-partner__pending" role="status">
      Your conversion is being processed…
    </p>
  )
}
