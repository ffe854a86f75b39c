import { BusinessDetailsForm } from '../../../features/registration/components/business-details-form.tsx'

export default function BusinessDetailsRoute() {
  return <BusinessDetailsForm />
}
