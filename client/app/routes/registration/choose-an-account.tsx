import { ChooseAccountPanel } from '../../../features/registration/components/choose-account-panel.tsx'

export default function ChooseAccountRoute() {
  return <ChooseAccountPanel />
}
