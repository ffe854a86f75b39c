import { TempCardEmailForm } from '../../../features/registration/components/temp-card-email-form.tsx'

export default function TempCardEmailRoute() {
  return <TempCardEmailForm />
}
