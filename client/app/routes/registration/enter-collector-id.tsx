import { EnterCollectorIdForm } from '../../../features/registration/components/enter-collector-id-form.tsx'

export default function EnterCollectorIdRoute() {
  return <EnterCollectorIdForm />
}
