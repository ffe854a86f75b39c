import { AddressStep } from '../../../features/registration/components/address-step.tsx'

export default function AddressRoute() {
  return <AddressStep />
}
