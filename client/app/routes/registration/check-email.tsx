import { CheckEmailPanel } from '../../../features/registration/components/check-email-panel.tsx'

export default function CheckEmailRoute() {
  return <CheckEmailPanel />
}
