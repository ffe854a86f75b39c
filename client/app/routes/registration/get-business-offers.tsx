import { BusinessOffersForm } from '../../../features/registration/components/business-offers-form.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function BusinessOffersRoute() {
  return <BusinessOffersForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(BusinessOffersRoute)
