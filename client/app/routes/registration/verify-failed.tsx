import { VerifyFailedPanel } from '../../../features/registration/components/verify-failed-panel.tsx'

export default function VerifyFailedRoute() {
  return <VerifyFailedPanel />
}
