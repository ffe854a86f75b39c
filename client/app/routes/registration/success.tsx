import { SuccessPanel } from '../../../features/registration/components/success-panel.tsx'

export default function SuccessRoute() {
  return <SuccessPanel />
}
