import { SignUpPanel } from '../../../features/registration/components/sign-up-panel.tsx'

export default function SignUpRoute() {
  return <SignUpPanel />
}
