import { PhoneNumberForm } from '../../../features/registration/components/phone-number-form.tsx'
import { withQueryClient } from '../../../lib/react-query.tsx'

function PhoneNumberRoute() {
  return <PhoneNumberForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.tsx).
export default withQueryClient(PhoneNumberRoute)
