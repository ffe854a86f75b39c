/**
 * The registration and temporary-card screens in one chunk. A journey visits most of them, and each lazily loaded chunk splits the
 * modules it shares with the welcome page into more small files the welcome page must load
 * (see screens.ts): one chunk for the area keeps the welcome page lighter.
 */
import type { ChunkScreens } from '../../chunk-screens.ts'
import Address from './address.tsx'
import BusinessDetails from './business-details.tsx'
import CardCheck from './card-check.tsx'
import CheckEmail from './check-email.tsx'
import ChooseAnAccount from './choose-an-account.tsx'
import CreateAPassword from './create-a-password.tsx'
import CustomerDetails from './customer-details.tsx'
import EnterCollectorId from './enter-collector-id.tsx'
import EnterEmailAddress from './enter-email-address.tsx'
import GetBusinessOffers from './get-business-offers.tsx'
import PhoneNumber from './phone-number.tsx'
import RegisterFailed from './register-failed.tsx'
import SignUp from './sign-up.tsx'
import Success from './success.tsx'
import TempCard from './temp-card.tsx'
import TempCardEmail from './temp-card-email.tsx'
import TempCardSuccess from './temp-card-success.tsx'
import TempCardYourCard from './temp-card-your-card.tsx'
import Terms from './terms.tsx'
import VerifyFailed from './verify-failed.tsx'

export const screens = {
  'card-check': CardCheck,
  'enter-email-address': EnterEmailAddress,
  'check-email': CheckEmail,
  // Confirming an address that already has an identity account: the same 'check your email' step.
  'confirm-identity-email': CheckEmail,
  'choose-an-account': ChooseAnAccount,
  'business-details': BusinessDetails,
  'customer-details': CustomerDetails,
  address: Address,
  'phone-number': PhoneNumber,
  'create-a-password': CreateAPassword,
  terms: Terms,
  'get-business-offers': GetBusinessOffers,
  'registration-success': Success,
  'verify-failed': VerifyFailed,
  'register-failed': RegisterFailed,
  'sign-up': SignUp,
  'temp-card': TempCard,
  'temp-card-email': TempCardEmail,
  'temp-card-success': TempCardSuccess,
  'temp-card-your-card': TempCardYourCard,
  'enter-collector-id': EnterCollectorId,
} satisfies ChunkScreens
