import { CustomerDetailsForm } from '../../../features/registration/components/customer-details-form.tsx'

export default function CustomerDetailsRoute() {
  return <CustomerDetailsForm />
}
