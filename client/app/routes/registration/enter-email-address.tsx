import { EnterEmailForm } from '../../../features/registration/components/enter-email-form.tsx'

export default function EnterEmailRoute() {
  return <EnterEmailForm />
}
