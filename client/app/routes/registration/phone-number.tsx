import { PhoneNumberForm } from '../../../features/registration/components/phone-number-form.tsx'

export default function PhoneNumberRoute() {
  return <PhoneNumberForm />
}
