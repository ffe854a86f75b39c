/**
 * Going to an eShop brand's website through its external tracking URL (spec §7; isVldx, §3), so the
 * shopping there is credited: asked for at the click (a link made per visit), then followed.
 */
import { useMutation } from '@tanstack/react-query'
import { brandsAreaApi } from '../../../../shared/contract/brands.ts'
import { call } from '../../../lib/api-client.ts'
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { notify } from '../../../lib/notifications.ts'

const getTrackingUrl = (brandDetailsKey: string) =>
  call(brandsAreaApi.trackingUrl, { params: { brandDetailsKey } })

export function useVisitEshop() {
  return useMutation({
    mutationFn: getTrackingUrl,
    // The gateway answers https links only (its response schema): safe to follow.
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) =>
      notify({ level: 'ERROR', content: error instanceof Error ? error.message : DEFAULT_ERROR_MESSAGE }),
  })
}
