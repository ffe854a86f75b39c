import { TempCardIntro } from '../../../features/registration/components/temp-card-intro.tsx'

export default function TempCardRoute() {
  return <TempCardIntro />
}
