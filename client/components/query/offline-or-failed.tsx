/**
 * A panel whose data did not arrive: offline (the home page the offline card's service worker
 * kept), it says so and loads again by itself when the network comes back, instead of a retry
 * that cannot work; online, the load failed and the collector may try again.
 */
import { type ReactNode, useEffect, useRef } from 'react'
import { useOnline } from '../../lib/use-online.ts'
import { Notice } from '../ui/notice.tsx'
import { LoadFailed } from './query-state.tsx'

type Props = {
  /** What is missing while offline, in words. */
  offlineMessage: ReactNode
  failedMessage: ReactNode
  onRetry: () => void
  retrying: boolean
}

export function OfflineOrFailed({ offlineMessage, failedMessage, onRetry, retrying }: Props) {
  const online = useOnline()
  const wasOffline = useRef(!online)
  useEffect(() => {
    if (!online) wasOffline.current = true
    else if (wasOffline.current) {
      wasOffline.current = false
      onRetry()
    }
  }, [online, onRetry])
  if (!online)
    return (
      <Notice className="offline-notice">
        <p>{offlineMessage}</p>
      </Notice>
    )
  return <LoadFailed message={failedMessage} onRetry={onRetry} retrying={retrying} />
}
