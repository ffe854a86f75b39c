/**
 * The account screens in one chunk (/account and its pages, /card-coming, /delete-account, the
 * signed-in part of /personalised-advertising): one import() in screens.ts keeps the welcome page's
 * script within its size budget. A map from the route table's screen name to the screen.
 */
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import { wrapEach } from '../../chunk-screens.ts'
import AdditionalDetailsScreen from './additional-details.tsx'
import { CardComingScreen, ReplaceCardReasonScreen, ReplaceCardScreen } from './card.tsx'
import { CloseAccountScreen, DeleteAccountScreen } from './closing.tsx'
import DetailsScreen from './details.tsx'
import AddressScreen from './details-address.tsx'
import EmailScreen from './details-email.tsx'
import MobileScreen from './details-mobile.tsx'
import NameScreen from './details-name.tsx'
import AccountHubScreen from './hub.tsx'
import LinkedPartnersRoute from './linked-partners.tsx'
import PasswordScreen from './password.tsx'
import { PersonalisedAdvertisingScreen } from './personalised-advertising.tsx'
import { AdvertisingScreen, CommsScreen, SoundEffectsScreen } from './preferences.tsx'

export const screens = wrapEach(
  {
    account: AccountHubScreen,
    'account-details': DetailsScreen,
    'account-details-name': NameScreen,
    'account-details-address': AddressScreen,
    'account-details-email': EmailScreen,
    'account-details-mobile': MobileScreen,
    'account-password': PasswordScreen,
    'additional-details': AdditionalDetailsScreen,
    'linked-partners': LinkedPartnersRoute,
    'account-comms': CommsScreen,
    'online-advertising': AdvertisingScreen,
    'ads-preference': AdvertisingScreen,
    'sound-effects': SoundEffectsScreen,
    'account-replace-card': ReplaceCardScreen,
    'account-replace-card-reason': ReplaceCardReasonScreen,
    'account-request-card': ReplaceCardReasonScreen,
    'card-coming': CardComingScreen,
    'account-close': CloseAccountScreen,
    'delete-account': DeleteAccountScreen,
    'personalised-advertising': PersonalisedAdvertisingScreen,
  },
  withQueryClient,
)
