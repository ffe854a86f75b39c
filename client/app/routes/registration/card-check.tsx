import { CardCheckForm } from '../../../features/registration/components/card-check-form.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function CardCheckRoute() {
  return <CardCheckForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(CardCheckRoute)
