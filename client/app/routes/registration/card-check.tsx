import { CardCheckForm } from '../../../features/registration/components/card-check-form.tsx'

export default function CardCheckRoute() {
  return <CardCheckForm />
}
