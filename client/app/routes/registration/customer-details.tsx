import { CustomerDetailsForm } from '../../../features/registration/components/customer-details-form.tsx'
import { withQueryClient } from '../../../lib/react-query.tsx'

function CustomerDetailsRoute() {
  return <CustomerDetailsForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.tsx).
export default withQueryClient(CustomerDetailsRoute)
