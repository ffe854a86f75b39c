import { CreatePasswordForm } from '../../../features/registration/components/create-password-form.tsx'

export default function CreatePasswordRoute() {
  return <CreatePasswordForm />
}
