import { CustomerDetailsForm } from '../../../features/registration/components/customer-details-form.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function CustomerDetailsRoute() {
  return <CustomerDetailsForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(CustomerDetailsRoute)
