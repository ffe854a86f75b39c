import { TermsForm } from '../../../features/registration/components/terms-form.tsx'

export default function TermsRoute() {
  return <TermsForm />
}
