import { BusinessDetailsForm } from '../../../features/registration/components/business-details-form.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function BusinessDetailsRoute() {
  return <BusinessDetailsForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(BusinessDetailsRoute)
