import { CardCheckForm } from '../../../features/registration/components/card-check-form.tsx'
import { withQueryClient } from '../../../lib/react-query.tsx'

function CardCheckRoute() {
  return <CardCheckForm />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.tsx).
export default withQueryClient(CardCheckRoute)
