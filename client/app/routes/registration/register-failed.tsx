import { RegisterFailedPanel } from '../../../features/registration/components/register-failed-panel.tsx'

export default function RegisterFailedRoute() {
  return <RegisterFailedPanel />
}
