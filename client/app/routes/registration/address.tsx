import { AddressStep } from '../../../features/registration/components/address-step.tsx'
import { withQueryClient } from '../../../lib/react-query.tsx'

function AddressRoute() {
  return <AddressStep />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.tsx).
export default withQueryClient(AddressRoute)
