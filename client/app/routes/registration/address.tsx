import { AddressStep } from '../../../features/registration/components/address-step.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function AddressRoute() {
  return <AddressStep />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(AddressRoute)
