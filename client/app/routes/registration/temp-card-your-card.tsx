import { TempCardView } from '../../../features/registration/components/temp-card-view.tsx'
import type { ScreenProps } from '../../screen-props.ts'

export default function TempCardYourCardRoute({ params }: ScreenProps) {
  return <TempCardView token={params.token ?? ''} />
}
