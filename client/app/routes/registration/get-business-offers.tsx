import { BusinessOffersForm } from '../../../features/registration/components/business-offers-form.tsx'
import { withQueryClient } from '../../../lib/react-query.tsx'

function BusinessOffersRoute() {
  return <BusinessOffersForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.tsx).
export default withQueryClient(BusinessOffersRoute)
