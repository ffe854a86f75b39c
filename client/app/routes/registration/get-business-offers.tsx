import { BusinessOffersForm } from '../../../features/registration/components/business-offers-form.tsx'

export default function BusinessOffersRoute() {
  return <BusinessOffersForm />
}
