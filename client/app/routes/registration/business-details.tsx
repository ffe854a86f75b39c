import { BusinessDetailsForm } from '../../../features/registration/components/business-details-form.tsx'
import { withQueryClient } from '../../../lib/react-query.tsx'

function BusinessDetailsRoute() {
  return <BusinessDetailsForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.tsx).
export default withQueryClient(BusinessDetailsRoute)
