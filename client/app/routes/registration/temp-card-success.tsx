import { TempCardSentPanel } from '../../../features/registration/components/temp-card-sent-panel.tsx'

export default function TempCardSuccessRoute() {
  return <TempCardSentPanel />
}
