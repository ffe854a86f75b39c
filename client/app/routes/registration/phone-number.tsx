import { PhoneNumberForm } from '../../../features/registration/components/phone-number-form.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function PhoneNumberRoute() {
  return <PhoneNumberForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(PhoneNumberRoute)
